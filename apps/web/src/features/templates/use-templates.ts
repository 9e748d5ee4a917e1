import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateRoutes, type EmailTemplate, type EmailTemplateInput } from '@foursight/shared/contract/templates';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/ui/toast-store';

export const templatesKeys = {
  all: ['templates'] as const,
  list: () => [...templatesKeys.all, 'list'] as const,
};

export function useTemplates() {
  return useQuery({
    queryKey: templatesKeys.list(),
    queryFn: async () => (await api(templateRoutes.listTemplates)).templates,
  });
}

function reason(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.';
}

/** Create, update, copy and delete, with the spec's toasts (part 2 §8). */
export function useTemplateMutations(callbacks: {
  onSaved?: (template: EmailTemplate) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesKeys.all });

  const create = useMutation({
    mutationFn: (body: EmailTemplateInput) => api(templateRoutes.createTemplate, { body }),
    onSuccess: async (result) => {
      toast({ title: 'Template created successfully!', description: result.template.name });
      callbacks.onSaved?.(result.template);
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to create template', description: reason(error), variant: 'destructive' }),
  });

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: EmailTemplateInput }) =>
      api(templateRoutes.updateTemplate, { params: { id }, body }),
    onSuccess: async (result) => {
      toast({ title: 'Template updated successfully!', description: result.template.name });
      callbacks.onSaved?.(result.template);
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to update template', description: reason(error), variant: 'destructive' }),
  });

  const copy = useMutation({
    mutationFn: (template: EmailTemplate) =>
      api(templateRoutes.createTemplate, {
        body: {
          name: `${template.name} (Copy)`.slice(0, 120),
          subject: template.subject,
          htmlContent: template.htmlContent,
          textContent: template.textContent,
          type: template.type,
          language: template.language ?? 'en',
          isActive: false,
        },
      }),
    onSuccess: async (result) => {
      toast({ title: 'Template copied', description: `${result.template.name} is saved as inactive.` });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to create template', description: reason(error), variant: 'destructive' }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => api(templateRoutes.deleteTemplate, { params: { id } }),
    onSuccess: async () => {
      toast({ title: 'Template deleted successfully!' });
      callbacks.onDeleted?.();
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Failed to delete template', description: reason(error), variant: 'destructive' }),
  });

  return { create, update, copy, remove };
}
