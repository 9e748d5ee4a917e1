import { ArrowLeft, Building, ListChecks, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { CsvUploadCard } from './csv-upload-card';
import { DepartmentsTab } from './departments-tab';
import { ListsTab } from './lists-tab';
import { useCreateUser } from './use-directory';
import { UserForm } from './user-form';
import { UsersTable } from './users-table';

/** Manage Users (spec part 2): All Users, Add User, Departments, Custom Lists. */
export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const [tab, setTab] = useState('all-users');
  // A new key empties the Add User form after each success.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateUser(() => setFormKey((key) => key + 1));
  // A viewer reads the directory only: no upload, no Add User.
  const canEdit = useCan('editor');

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back
          </Link>
        </Button>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Manage Users</h1>
        <p className="text-muted-foreground">The people you can invite to a SWOT analysis.</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Directory">
          <TabsTrigger value="all-users">
            <Users aria-hidden="true" /> All Users
          </TabsTrigger>
          {canEdit ? (
            <TabsTrigger value="add-user">
              <UserPlus aria-hidden="true" /> Add User
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="departments">
            <Building aria-hidden="true" /> Departments
          </TabsTrigger>
          <TabsTrigger value="lists">
            <ListChecks aria-hidden="true" /> Custom Lists
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all-users" className="grid gap-6">
          {canEdit ? <CsvUploadCard /> : null}
          <UsersTable />
        </TabsContent>
        <TabsContent value="add-user">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Add User</CardTitle>
              <CardDescription>Full name, email and department are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <UserForm
                key={formKey}
                submitLabel="Add User"
                pending={create.isPending}
                errors={create.error instanceof ApiError ? create.error.fields : undefined}
                onSubmit={(fields) => create.mutate(fields)}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="departments">
          <DepartmentsTab />
        </TabsContent>
        <TabsContent value="lists">
          <ListsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
