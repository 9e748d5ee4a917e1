import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@foursight/shared/contract/settings';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { AiConfigurationCard } from './ai-configuration-card';
import type { SettingsFormValues } from './settings-form-model';

afterEach(() => vi.unstubAllGlobals());

const NO_KEY: Settings['aiConfig'] = { enableAiAnalysis: false, hasApiKey: false, apiKeyHint: null };
const SAVED_KEY: Settings['aiConfig'] = { enableAiAnalysis: true, hasApiKey: true, apiKeyHint: '••••6789' };
const KEY = 'sk-typed-0123456789abcdefghijklmnop';

/** The card with the form's state around it, as the Settings form holds it. */
function Card({ saved }: { saved: Settings['aiConfig'] }) {
  const [value, setValue] = useState<SettingsFormValues['aiConfig']>({ enableAiAnalysis: false, openaiApiKey: '' });
  return (
    <AiConfigurationCard
      value={value}
      onChange={(change) => setValue((current) => ({ ...current, ...change }))}
      saved={saved}
      errors={{}}
      missingKey={false}
    />
  );
}

/** A server whose answers the test releases one at a time, so the pending state can be seen. */
function stubServer() {
  const pending: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => pending.push(resolve)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const bodyOf = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as unknown;
  return { fetchMock, bodyOf, answer: (status: number, body: unknown) => pending.shift()!(jsonResponse(status, body)) };
}

const liveRegion = () => screen.getByLabelText('OpenAI API key').closest('div.grid')!.querySelector('[aria-live]')!;

describe('Test key', () => {
  it('is disabled with neither a typed nor a saved key, and tests the typed key with a pending state', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<Card saved={NO_KEY} />);
    const button = screen.getByRole('button', { name: 'Test key' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('OpenAI API key'), KEY);
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Testing...' })).toBeDisabled();
    expect(liveRegion()).toHaveTextContent('Testing the key...');
    expect(server.fetchMock.mock.calls[0]![0]).toBe('/api/settings/ai-key/test');
    expect(server.bodyOf(0)).toEqual({ openaiApiKey: KEY });

    server.answer(200, { success: true, ok: true, model: 'gpt-4o-mini', message: 'Key works: gpt-4o-mini answered.' });
    expect(await screen.findByText('Key works: gpt-4o-mini answered.')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Key works: gpt-4o-mini answered.');
    // The result describes the field too, so it is read with it.
    const describedBy = screen.getByLabelText('OpenAI API key').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(liveRegion().id);
    expect(screen.getByRole('button', { name: 'Test key' })).toBeEnabled();
  });

  it('tests the saved key when nothing is typed, and says a failure in words', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<Card saved={SAVED_KEY} />);
    await user.click(screen.getByRole('button', { name: 'Test key' }));
    expect(server.bodyOf(0)).toEqual({});
    server.answer(200, { success: true, ok: false, message: 'Key refused: the AI service does not accept this key.' });
    expect(await screen.findByText('Key refused: the AI service does not accept this key.')).toBeInTheDocument();
  });

  it('answers a typed value that cannot be a key without calling the server', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<Card saved={NO_KEY} />);
    await user.type(screen.getByLabelText('OpenAI API key'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Test key' }));
    expect(liveRegion()).toHaveTextContent('That does not look like an API key');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('forgets a result when the key changes, and shows the server’s reason when it refuses to test', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderPage(<Card saved={NO_KEY} />);
    const field = screen.getByLabelText('OpenAI API key');
    await user.type(field, KEY);
    await user.click(screen.getByRole('button', { name: 'Test key' }));
    server.answer(200, { success: true, ok: true, model: 'gpt-4o-mini', message: 'Key works: gpt-4o-mini answered.' });
    expect(await screen.findByText('Key works: gpt-4o-mini answered.')).toBeInTheDocument();

    await user.type(field, 'x');
    expect(screen.queryByText('Key works: gpt-4o-mini answered.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test key' }));
    server.answer(429, {
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many key tests in a minute. Please wait a minute, then test again.',
    });
    expect(
      await screen.findByText('Too many key tests in a minute. Please wait a minute, then test again.'),
    ).toBeInTheDocument();
  });
});

describe('a plan without AI analysis', () => {
  it('says so beside the switch and does not let it be switched on', () => {
    renderPage(<Card saved={{ ...NO_KEY, includedInPlan: false }} />);
    const toggle = screen.getByRole('switch', { name: 'Enable AI analysis' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/Your plan does not include AI analysis/);
  });

  it('offers the switch on a plan that includes it', () => {
    renderPage(<Card saved={{ ...NO_KEY, includedInPlan: true }} />);
    expect(screen.getByRole('switch', { name: 'Enable AI analysis' })).toBeEnabled();
    expect(screen.queryByText(/does not include AI analysis/)).not.toBeInTheDocument();
  });
});
