import type { ReactNode } from 'react';

/**
 * A file picker with its label above it. The field is emptied as soon as a file is chosen, so
 * picking the same file again (fixed on disk after a refusal) is heard as a new choice.
 */
export function FilePick({
  children,
  accept,
  disabled,
  onFile,
}: {
  children: ReactNode;
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label className="file-pick">
      {children}
      <input
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
