import { initialsOf } from '@foursight/shared/domain/initials';
import { cn } from '@/lib/cn';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null | undefined;
  className?: string;
}

/** The profile image when there is one, else the initials of the name, else "U". */
export function Avatar({ name, imageUrl, className }: AvatarProps) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
