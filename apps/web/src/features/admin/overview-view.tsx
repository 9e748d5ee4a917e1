import { Building2, CreditCard, IndianRupee, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { SubscriptionPlan } from '@foursight/shared/contract/admin';
import { planLabel } from '@foursight/shared/domain/plans';
import { formatDateTime, formatInr } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { ActivityList } from './activity-list';
import { AddCompanyDialog } from './add-company-dialog';
import { CompaniesTable } from './companies-view';
import { PlanDialog } from './plan-dialog';
import { useAdminStats, useContactMessages, usePlans } from './use-admin-console';
import { countOf } from '@foursight/shared/domain/plural';

/** The console's Dashboard view (spec part 1 §2.6): four stat cards, plan breakdown, and the tabs. */
export function OverviewView({ onShow }: { onShow: (view: 'Companies' | 'Activity') => void }) {
  const stats = useAdminStats();
  const [addingCompany, setAddingCompany] = useState(false);
  const s = stats.data;
  const cards = s
    ? [
        {
          title: 'Total Companies',
          value: String(s.totalCompanies),
          note: `${s.activeCompanies} active`,
          icon: Building2,
        },
        {
          title: 'Active Subscriptions',
          value: String(s.activeSubscriptions),
          note: 'Active companies on a paid plan',
          icon: CreditCard,
        },
        {
          title: 'Monthly Revenue',
          value: formatInr(s.monthlyRevenue),
          note: 'Payments this month',
          icon: IndianRupee,
        },
        { title: 'New Signups', value: String(s.newSignupsThisMonth), note: 'This month', icon: UserPlus },
      ]
    : [];
  return (
    <div className="grid gap-6">
      {!s ? (
        <Skeleton className="h-28" />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map(({ title, value, note, icon: Icon }) => (
            <Card key={title}>
              <CardContent className="grid gap-1 p-5">
                <div className="flex items-center justify-between text-sm text-muted-foreground">
                  <h2>{title}</h2>
                  <Icon className="size-4" aria-hidden="true" />
                </div>
                <p className="text-3xl font-bold">{value}</p>
                <p className="text-xs text-muted-foreground">{note}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {s ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Subscription breakdown</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 sm:grid-cols-3">
              {s.subscriptionBreakdown.map((row) => (
                <li key={row.plan} className="rounded-md border p-3 text-sm">
                  <p className="font-medium">{planLabel(row.plan, row.planName)}</p>
                  <p className="text-muted-foreground">
                    {countOf(row.count, 'company', 'companies')} · {formatInr(row.revenue)} this month
                  </p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Tabs defaultValue="companies">
        <TabsList aria-label="Platform data">
          <TabsTrigger value="companies">Companies</TabsTrigger>
          <TabsTrigger value="plans">Subscription Plans</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          <TabsTrigger value="messages">Contact Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="companies" className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setAddingCompany(true)}>Add Company</Button>
            <Button variant="outline" onClick={() => onShow('Companies')}>
              View All Companies
            </Button>
          </div>
          <CompaniesTable limit={10} />
          <AddCompanyDialog open={addingCompany} onOpenChange={setAddingCompany} />
        </TabsContent>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="activity" className="grid gap-3">
          <Button variant="outline" className="justify-self-start" onClick={() => onShow('Activity')}>
            View All Activity
          </Button>
          <ActivityList />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PlansTab() {
  const plans = usePlans();
  const [editing, setEditing] = useState<SubscriptionPlan | 'new' | null>(null);
  return (
    <div className="grid gap-3">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        Add Plan
      </Button>
      {!plans.data ? (
        <Skeleton className="h-32" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id} className="grid gap-2 rounded-md border p-4 text-sm">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{plan.displayName}</p>
                <Badge variant={plan.isActive ? 'success' : 'secondary'}>{plan.isActive ? 'Active' : 'Inactive'}</Badge>
              </div>
              <p data-testid={`plan-price-${plan.name}`}>
                {plan.upgradePrice === 0 ? 'Free' : `${formatInr(plan.upgradePrice)} one-time`}
              </p>
              <p className="text-muted-foreground">
                Users: {plan.maxUsers === -1 ? 'unlimited' : plan.maxUsers} · SWOTs:{' '}
                {plan.maxSWOTs === -1 ? 'unlimited' : plan.maxSWOTs}
              </p>
              <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(plan)}>
                Edit {plan.displayName}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PlanDialog
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function MessagesTab() {
  const messages = useContactMessages();
  if (!messages.data) return <Skeleton className="h-32" />;
  if (messages.data.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="Contact messages">
      {messages.data.map((message) => (
        <li key={message.id} className="grid gap-1 p-3 text-sm">
          <p className="font-medium">
            {message.firstName} {message.lastName} · {message.company}{' '}
            <a href={`mailto:${message.email}`} className="font-normal text-link underline">
              {message.email}
            </a>
          </p>
          <p className="whitespace-pre-wrap text-muted-foreground">{message.message}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
