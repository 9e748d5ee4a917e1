import { useSyncExternalStore } from 'react';

/**
 * The toast queue. One toast is visible at a time (spec part 1 §8): a new
 * toast replaces the one showing. A tiny external store, so any code
 * (a mutation's onError, say) can raise a toast without a React context.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const TOAST_LIMIT = 1;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  publish(
    [
      { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true },
      ...toasts,
    ].slice(0, TOAST_LIMIT),
  );
  return id;
}

/** Marks a toast closed; Radix plays its exit, then it is removed. */
export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number): void {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
