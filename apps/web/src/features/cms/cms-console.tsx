import { Construction } from 'lucide-react';
import { EmptyState } from '@/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PagesTab } from './pages-tab';
import { SiteSettingsTab } from './site-settings-form';

/** The admin console's CMS view (spec part 1 §2.6): four tabs, two of them placeholders there too. */
export function CmsConsole() {
  return (
    <Tabs defaultValue="pages">
      <TabsList aria-label="Website CMS">
        <TabsTrigger value="pages">Pages</TabsTrigger>
        <TabsTrigger value="navigation">Navigation</TabsTrigger>
        <TabsTrigger value="blocks">Content Blocks</TabsTrigger>
        <TabsTrigger value="site-settings">Site Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="pages">
        <PagesTab />
      </TabsContent>
      <TabsContent value="navigation">
        <EmptyState icon={Construction} title="Navigation: coming soon">
          Pages marked “In Menu” already appear in the public menu, in menu order.
        </EmptyState>
      </TabsContent>
      <TabsContent value="blocks">
        <EmptyState icon={Construction} title="Content Blocks: coming soon" />
      </TabsContent>
      <TabsContent value="site-settings">
        <SiteSettingsTab />
      </TabsContent>
    </Tabs>
  );
}
