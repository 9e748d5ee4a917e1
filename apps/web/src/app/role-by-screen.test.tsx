import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_WEB_ROUTES } from '@foursight/shared/contract/web-routes';
import { ORGANISER_ROLES, type OrganiserRole } from '@foursight/shared/domain/roles';
import { createQueryClient } from '@/lib/query-client';
import { createStubServer, type RecordedCall, type SampleVariant, type StubServer } from '../../test/stub-server';
import { SIDEBAR_ENTRIES, sidebarEntriesFor } from './navigation';
import { Providers } from './providers';
import { createRoutes } from './router';

/**
 * Issue 36, role-aware screens: every signed-in screen of the router, as each
 * role, against a stub server that answers from the route table as the real
 * one does (403 with the route helper's body for a route the role may not
 * call, data its response schema accepts otherwise). The whole app renders
 * (gate, shell, screen), signed in as the role, once with each SampleVariant
 * of the data (stub-server.ts), so each screen is seen in two states.
 *
 * (b) A screen never reads a refusal as an outage: no alert and no "check
 *     your connection" on a screen whose answers are only data and 403s; a
 *     page the sidebar withholds from the role (navigation.ts) shows a role
 *     refusal with its link to who can act; a read the server refused shows
 *     as a note.
 * (a) Nothing offered can make a call the role may not make. The route of a
 *     button is not visible in the page, so the test asks the server: it
 *     activates every enabled button, menu item, tab, switch and checkbox
 *     the screen offers, a tab's panel before the next tab (and
 *     those of any dialog or menu that opens, so a Delete behind its
 *     confirmation counts), and fails if the stub server ever receives a
 *     write the route table refuses that role. Before a form's button is
 *     activated its empty text fields are filled, so a form of a refused
 *     write gets as far as its call. A button that is offered must
 *     therefore be one whose route the role may call (useCanCall), and a
 *     button that is hidden or disabled is never activated. An owner may call
 *     every organiser route, so for owners only (b) is checked. A form whose
 *     own checks still refuse the sample text (dates, numbers) does not
 *     submit: such writes are not proven here, nor those of a select's
 *     change, a drag or a file chosen. Links are not followed; a
 *     link must not lead to a page the sidebar withholds from the role
 *     (navigation.ts: Create SWOT for viewers, Invoices for owners).
 */

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';
const SETTLE_TICKS = 3;

afterEach(() => vi.unstubAllGlobals());

function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, SAMPLE_ID);
}

async function tick() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

/** Whether a screen's code or data is still on its way: no shell yet, or a skeleton saying Loading. */
function loading(): boolean {
  if (!document.getElementById('main')) return true;
  return [...document.querySelectorAll('[role="status"]')].some((status) =>
    /^loading/i.test(status.getAttribute('aria-label') ?? status.textContent ?? ''),
  );
}

/** Until nothing loads, no request is out and the number of requests stopped growing for a few ticks (or 5 s). */
async function settle(server: StubServer) {
  const until = Date.now() + 5000;
  let quiet = 0;
  let seen = server.calls.length;
  while (quiet < SETTLE_TICKS && Date.now() < until) {
    await tick();
    if (server.inFlight() === 0 && server.calls.length === seen && !loading()) quiet += 1;
    else quiet = 0;
    seen = server.calls.length;
  }
}

function renderAs(role: OrganiserRole, path: string, variant: SampleVariant) {
  const server = createStubServer(role, variant);
  vi.stubGlobal('fetch', server.fetch);
  // No server-sent events here: the screens poll instead, through the same stub.
  vi.stubGlobal('EventSource', undefined);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { server, router };
}

/** The controls a person could activate now: enabled buttons and menu items of the screen and of any open dialog or menu. */
function offeredControls(): HTMLElement[] {
  const scopes = [
    ...screen.queryAllByRole('dialog'),
    ...screen.queryAllByRole('alertdialog'),
    ...screen.queryAllByRole('menu'),
  ];
  const main = document.getElementById('main');
  if (scopes.length === 0 && main) scopes.push(main);
  return scopes.flatMap((scope) =>
    [
      ...within(scope).queryAllByRole('button'),
      ...within(scope).queryAllByRole('menuitem'),
      ...within(scope).queryAllByRole('tab'),
      ...within(scope).queryAllByRole('switch'),
      ...within(scope).queryAllByRole('checkbox'),
    ].filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true'),
  );
}

function describeControl(control: HTMLElement): string {
  const owner = control.closest<HTMLElement>('[role="dialog"],[role="alertdialog"],[role="menu"]');
  const title = owner?.getAttribute('aria-labelledby');
  const ownerName = (title && document.getElementById(title)?.textContent) ?? '';
  const where = owner ? `${owner.getAttribute('role')} "${ownerName}" ` : '';
  const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
  return `${where}${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${name}"`;
}

/** Types into the empty fields of a form about to be submitted, so that a form of a refused write gets as far as its call. */
function fillEmptyFields(form: HTMLFormElement | null) {
  if (!form) return;
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field instanceof HTMLTextAreaElement || ['text', 'email', 'search', ''].includes(field.type);
    if (!typed || field.value !== '' || field.readOnly || field.disabled) continue;
    fireEvent.change(field, { target: { value: field.type === 'email' ? 'someone@example.test' : 'Sample' } });
  }
}

function activate(control: HTMLElement) {
  // Radix opens a menu on pointer down or a key, and switches tabs on mouse down, not on click.
  if (control.getAttribute('aria-haspopup') === 'menu') fireEvent.keyDown(control, { key: 'Enter' });
  else if (control.getAttribute('role') === 'tab') fireEvent.mouseDown(control, { button: 0 });
  else {
    fillEmptyFields(control.closest('form'));
    fireEvent.click(control);
  }
}

/** Buttons that leave a dialog or the session, tried last (Logout only ends this test's pretend session). */
const WAY_OUT = /^\s*(cancel|close|logout|log out|sign out)\s*$/i;

/** Activates every offered control once, going back to the screen after one that leaves it; the refused writes it caused, by control. */
async function activateEverything(server: StubServer, router: ReturnType<typeof renderAs>['router'], path: string) {
  const tried = new Set<string>();
  const refused: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    const untried = offeredControls().filter((candidate) => !tried.has(describeControl(candidate)));
    // What is on show before another tab (whose panel then gets its turn), and a dialog's action
    // before its way out (Delete, then Cancel, which closes it).
    const control =
      untried.find(
        (candidate) => candidate.getAttribute('role') !== 'tab' && !WAY_OUT.test(candidate.textContent ?? ''),
      ) ??
      untried.find((candidate) => candidate.getAttribute('role') === 'tab') ??
      untried[0];
    if (!control) {
      const open = screen
        .queryAllByRole('dialog')
        .concat(screen.queryAllByRole('alertdialog'), screen.queryAllByRole('menu'));
      if (open.length === 0) break;
      fireEvent.keyDown(open[0]!, { key: 'Escape' });
      await settle(server);
      if (screen.queryAllByRole('dialog').length + screen.queryAllByRole('menu').length >= open.length) break;
      continue;
    }
    const label = describeControl(control);
    tried.add(label);
    const before = server.calls.length;
    activate(control);
    await settle(server);
    const writes = server.calls.slice(before).filter((call: RecordedCall) => call.refused && call.method !== 'GET');
    refused.push(...writes.map((call) => `${label} -> ${call.method} ${call.route?.path ?? call.path}`));
    if (router.state.location.pathname !== path) {
      await act(() => router.navigate(path));
      await settle(server);
    }
  }
  return refused;
}

/** The pages the sidebar keeps from `role` (navigation.ts: Create SWOT from viewers, Invoices from all but owners). */
function pagesWithheldFrom(role: OrganiserRole): string[] {
  const offered = new Set(sidebarEntriesFor(role).map((entry) => entry.path));
  return SIDEBAR_ENTRIES.filter((entry) => !offered.has(entry.path)).map((entry) => entry.path);
}

/** Links on the screen to pages withheld from `role`. */
function linksToPagesNotFor(role: OrganiserRole): string[] {
  const withheld = pagesWithheldFrom(role);
  return [...document.querySelectorAll<HTMLAnchorElement>('#main a[href]')]
    .filter((link) => withheld.includes(new URL(link.href, 'http://localhost').pathname))
    .map((link) => `link "${link.textContent?.trim() ?? ''}" -> ${link.getAttribute('href') ?? ''}`);
}

/** The role refusals (ui/role-refusal.tsx) on the screen: notes with a link to who can act. */
function roleRefusals(main: HTMLElement): HTMLElement[] {
  return within(main)
    .queryAllByRole('note')
    .filter((note) => within(note).queryByRole('link', { name: /who can/i }));
}

const OUTAGE = /check your connection|could not be (loaded|checked)|try again/i;

describe.each(SIGNED_IN_WEB_ROUTES)('%s', (pattern) => {
  const path = concretePath(pattern);

  const cases = ORGANISER_ROLES.flatMap((role) => (['first', 'last'] as const).map((variant) => ({ role, variant })));
  it.each(cases)(
    'as $role ($variant states): a refusal is no outage, and nothing offered is refused',
    async ({ role, variant }) => {
      const { server, router } = renderAs(role, path, variant);
      await settle(server);
      expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
      const main = document.getElementById('main')!;

      // (b) Refusals read as refusals: no alert, no outage wording; a page withheld from the role says who can.
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([]);
      expect(main.textContent).not.toMatch(OUTAGE);
      if (pagesWithheldFrom(role).includes(pattern)) expect(roleRefusals(main)).not.toEqual([]);
      // A read the server refused shows as a note (RoleRefusal, or LoadError given the error), never as data missing.
      const refusedReads = server.calls.filter((call) => call.refused && call.method === 'GET');
      if (refusedReads.length > 0) expect(within(main).queryAllByRole('note')).not.toEqual([]);

      // (a) Nothing offered leads where the role may not go, or makes a call it may not make.
      expect(linksToPagesNotFor(role)).toEqual([]);
      if (role === 'owner') return; // An owner may call every organiser route: nothing can be refused.
      expect(await activateEverything(server, router, path)).toEqual([]);
    },
    // Under a second each alone; room for a machine busy with other test files.
    15_000,
  );
});
