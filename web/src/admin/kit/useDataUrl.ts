import { useEffect, useState } from 'react';

/**
 * The chosen file read as an inline data URL (the seed's preview), '' until it is read or
 * without a file. Data URLs pass the site's Content-Security-Policy for images.
 */
export function useDataUrl(file: File | null): string {
  const [read, setRead] = useState<{ file: File | null; url: string }>({ file: null, url: '' });

  useEffect(() => {
    if (!file) return;
    let current = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (current) setRead({ file, url: typeof reader.result === 'string' ? reader.result : '' });
    };
    reader.readAsDataURL(file);
    return () => {
      current = false;
    };
  }, [file]);

  return file && read.file === file ? read.url : '';
}
