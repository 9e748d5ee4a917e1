import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { LOGO_TYPES, MAX_LOGO_BYTES } from '@foursight/shared/contract/settings';
import { Button } from '@/ui/button';

/**
 * Logo upload: PNG or JPG up to 512 KB, read into a data URL. The server
 * checks the bytes again; this only saves a round trip for the obvious cases.
 */
export function LogoField({ value, onChange }: { value: string | null; onChange: (logo: string | null) => void }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setError('Please choose a PNG or JPG image.');
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      setError('The logo is larger than 512 KB. Please choose a smaller image.');
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setError(null);
      onChange(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.onerror = () => setError('That file could not be read.');
    reader.readAsDataURL(file);
  }

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${inputId}-label`}>
        Logo
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {value ? (
            <img src={value} alt="Company logo" className="size-full object-contain" />
          ) : (
            <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
          >
            Upload logo
            <input
              id={inputId}
              name="companyInfo.logo"
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {value ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" /> Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        PNG or JPG, 200×200 recommended, up to 512 KB.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
