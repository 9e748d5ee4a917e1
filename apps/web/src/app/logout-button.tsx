import { LogOut } from 'lucide-react';
import { useLogout } from '@/features/auth/use-logout';
import { Button } from '@/ui/button';

/** The dashboard header's Logout (spec part 2, Dashboard): clears the stored user and goes to /. */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" onClick={() => void logout()}>
      <LogOut aria-hidden="true" /> Logout
    </Button>
  );
}
