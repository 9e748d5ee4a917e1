/** The full-screen wait shown while the sign-in state is checked (spec part 1 §2.1). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen items-center justify-center text-muted-foreground"
    >
      Loading...
    </div>
  );
}
