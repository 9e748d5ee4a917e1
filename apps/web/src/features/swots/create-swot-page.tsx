import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { settingsRoutes } from '@foursight/shared/contract/settings';
import { swotRoutes, type Participants, type SwotSummary } from '@foursight/shared/contract/swots';
import { templateRoutes } from '@foursight/shared/contract/templates';
import type { Language } from '@foursight/shared/domain/languages';
import { ROLE_LABELS } from '@foursight/shared/domain/roles';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, TIMEZONES, type Timezone } from '@foursight/shared/domain/schedule';
import { ApiError, api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { useCan, useSessionRole } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { RoleRefusal } from '@/ui/role-refusal';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { ParticipantPicker } from './participant-picker';
import { INITIAL_REMINDER_DAYS } from './reminder-days-field';
import { invitationChoice } from './invitation-choice';
import { InvitationTemplateCard } from './invitation-template-card';
import { limitSentence } from './limit-sentence';
import { LinkOptionsCard, type LinkOptions } from './link-options-card';
import { SwotCreatedDialog } from './swot-created-dialog';
import { swotKeys, useLimitCheck } from './use-swots';

function browserTimezone(): Timezone {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (TIMEZONES as readonly string[]).includes(zone) ? (zone as Timezone) : 'UTC';
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const NO_PARTICIPANTS: Participants = { users: [], departments: [], lists: [] };

/** Create SWOT (spec part 2): details, participants, template, then the link. */
export function CreateSwotPage() {
  usePageTitle('Create SWOT');
  // A viewer who opens /create-swot directly gets told why, not a form the server would refuse.
  return useCan('editor') ? <CreateSwotForm /> : <CannotCreate />;
}

function CannotCreate() {
  const role = useSessionRole();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Create SWOT</h1>
      <RoleRefusal title={`Your role (${ROLE_LABELS[role]}) cannot create SWOTs.`}>
        <p>You can follow every SWOT and its results. Ask an owner of this account if you need to run one.</p>
        <Button asChild variant="outline" className="mt-3">
          <Link to="/swot-management">Go to SWOT Management</Link>
        </Button>
      </RoleRefusal>
    </div>
  );
}

function CreateSwotForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limit = useLimitCheck();
  const settings = useQuery({ queryKey: sharedKeys.settings, queryFn: () => api(settingsRoutes.getSettings) });
  // Spec part 2 §5: AI switched on without a saved key blocks creation until the key is added (not on a
  // plan without AI, where the key would never be used).
  const aiConfig = settings.data?.settings.aiConfig;
  const aiWithoutKey = Boolean(aiConfig?.enableAiAnalysis && !aiConfig.hasApiKey && aiConfig.includedInPlan !== false);
  const templates = useQuery({
    queryKey: swotKeys.templates(),
    queryFn: async () => (await api(templateRoutes.listTemplates)).templates.filter((template) => template.isActive),
  });
  const [details, setDetails] = useState({
    title: '',
    description: '',
    startDate: today(),
    startTime: DEFAULT_START_TIME,
    endDate: '',
    endTime: DEFAULT_END_TIME,
    // Empty until the organiser picks one: until then the company's timezone from Settings applies.
    timezone: '' as Timezone | '',
  });
  const [participants, setParticipants] = useState<Participants>(NO_PARTICIPANTS);
  // Empty until the organiser picks one: until then the company's default language from Settings applies.
  const [chosenLanguage, setChosenLanguage] = useState<Language | ''>('');
  const [chosenTemplate, setChosenTemplate] = useState<{ language: Language; id: string } | null>(null);
  const [links, setLinks] = useState<LinkOptions>({ sharedLink: true, allowRepeatAnswers: false });
  const [reminderDays, setReminderDays] = useState<number[]>(INITIAL_REMINDER_DAYS);
  const language = chosenLanguage || settings.data?.settings.companyInfo.language || 'en';
  // The invitation the server would choose for the language is preselected; a choice lasts while the language does.
  const invitation = invitationChoice(templates.data ?? [], language);
  const emailTemplate = chosenTemplate?.language === language ? chosenTemplate.id : invitation.preselected;
  const timezone = details.timezone || settings.data?.settings.companyInfo.timezone || browserTimezone();
  const [created, setCreated] = useState<{ swot: SwotSummary; invitations: number } | null>(null);

  const create = useMutation({
    mutationFn: () =>
      api(swotRoutes.createSwot, {
        body: {
          ...details,
          timezone,
          // Only the organiser's choice is sent: otherwise the server applies the company's default itself.
          ...(chosenLanguage ? { language: chosenLanguage } : {}),
          participants,
          emailTemplate: emailTemplate || null,
          ...links,
          reminderDays,
        },
      }),
    onSuccess: async (result) => {
      setCreated({ swot: result.swot, invitations: result.invitationsQueued });
      // A new SWOT can use up the plan's number of SWOTs: the limit check is read again.
      await queryClient.invalidateQueries({ queryKey: swotKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.usageLimit });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'LIMIT_REACHED') {
        // The server's sentence says which limit (responses, or the plan's number of SWOTs) and what to do.
        toast({ title: 'Plan Limit Reached', description: error.serverMessage ?? undefined, variant: 'destructive' });
        await queryClient.invalidateQueries({ queryKey: sharedKeys.usageLimit });
        await navigate('/settings');
        return;
      }
      toast({
        title: 'Failed to create SWOT',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (aiWithoutKey) {
      toast({
        title: 'OpenAI API Key Required',
        description: 'AI analysis is switched on but no key is saved. Add your key in Settings.',
        variant: 'destructive',
      });
      await navigate('/settings');
      return;
    }
    if (limit.data && !limit.data.canCreate) {
      // The spec's title whichever limit it is (part 2 §5); the sentence says which.
      toast({ title: 'SWOT Limit Reached', description: limitSentence(limit.data), variant: 'destructive' });
      await navigate('/settings');
      return;
    }
    create.mutate();
  };

  const set = (key: keyof typeof details) => (value: string) => {
    setDetails((current) => ({ ...current, [key]: value }));
    // A corrected field must not keep the error of the last attempt ("The end must be after the start.").
    if (create.isError) create.reset();
  };
  const fieldErrors = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  // Settings say the company's language and templates its invitations: nothing is created before they are read.
  const blocked =
    create.isPending ||
    settings.isPending ||
    templates.isPending ||
    !details.title.trim() ||
    !details.endDate ||
    limit.data?.canCreate === false ||
    aiWithoutKey;

  return (
    <form onSubmit={(event) => void submit(event)} className="mx-auto grid max-w-5xl gap-6" noValidate>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Create SWOT</h1>
        <p className="text-muted-foreground">Set it up, choose who to invite, and share the link.</p>
      </header>
      {limit.data?.canCreate === false ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
          {limitSentence(limit.data)}{' '}
          <Link to="/settings" className="font-medium underline">
            Upgrade in Settings
          </Link>
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Details</CardTitle>
          <CardDescription>The schedule is read in the timezone you choose.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <FormField label="Title" name="title" required error={fieldErrors.title} className="md:col-span-2">
            {(control) => <Input {...control} value={details.title} onChange={(e) => set('title')(e.target.value)} />}
          </FormField>
          <FormField label="Description" name="description" error={fieldErrors.description} className="md:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={details.description}
                onChange={(e) => set('description')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Start date" name="startDate" required error={fieldErrors.startDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={details.startDate}
                onChange={(e) => set('startDate')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Start time" name="startTime" error={fieldErrors.startTime}>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={details.startTime}
                onChange={(e) => set('startTime')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="End date" name="endDate" required error={fieldErrors.endDate}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={details.startDate}
                value={details.endDate}
                onChange={(e) => set('endDate')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="End time" name="endTime" error={fieldErrors.endTime}>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={details.endTime}
                onChange={(e) => set('endTime')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Timezone" name="timezone" error={fieldErrors.timezone}>
            {(control) => (
              <NativeSelect {...control} value={timezone} onChange={(e) => set('timezone')(e.target.value)}>
                {TIMEZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Participants</CardTitle>
          <CardDescription>Everyone chosen gets one invitation, however many ways you choose them.</CardDescription>
        </CardHeader>
        <CardContent>
          <ParticipantPicker value={participants} onChange={setParticipants} />
        </CardContent>
      </Card>
      <InvitationTemplateCard
        language={language}
        onLanguageChange={setChosenLanguage}
        templates={invitation.offered}
        value={emailTemplate}
        onChange={(id) => setChosenTemplate({ language, id })}
        builtIn={invitation.builtIn}
        errors={{ language: fieldErrors.language, emailTemplate: fieldErrors.emailTemplate }}
      />
      <LinkOptionsCard
        value={links}
        onChange={setLinks}
        reminderDays={reminderDays}
        onReminderDaysChange={setReminderDays}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={blocked}>
          <FilePlus2 aria-hidden="true" />
          {create.isPending ? 'Creating...' : 'Create SWOT Analysis'}
        </Button>
      </div>
      <SwotCreatedDialog
        swot={created?.swot ?? null}
        invitations={created?.invitations ?? 0}
        onClose={() => void navigate(created ? `/swot/${created.swot.id}` : '/swot-management')}
      />
    </form>
  );
}
