import { useId, useState } from 'react';
import { FaArrowLeft, FaArrowRight, FaTimes, FaUndo } from 'react-icons/fa';
import { fileUrl, type FileRecord } from '../../lib/files';
import { useDataUrl } from './useDataUrl';

interface GalleryFieldProps {
  label: string;
  /** The record whose existing images are shown (null when creating). */
  record: FileRecord | null;
  /** The file token a draft's images need (useDraftFileToken). */
  fileToken?: string | null;
  /** File names of the images the record has, in the gallery's order. */
  existing: string[];
  /** Moves an existing image `step` places (-1 earlier, 1 later); absent: no reordering. */
  onMove?: (name: string, step: number) => void;
  /** Makes an existing image the cover (the cover joins the gallery); absent: no such button. */
  onMakeCover?: (name: string) => void;
  /** The existing image being made the cover (its button shows that it is busy). */
  makingCover?: string | null;
  /** Existing file names marked for removal (sent as `images-` on save). */
  removed: string[];
  onToggleRemoved: (name: string) => void;
  /** New files chosen, not uploaded yet. */
  added: File[];
  onAdd: (files: File[]) => void;
  onRemoveAdded: (index: number) => void;
  error?: string;
  /**
   * After "Make cover" (issue 39): the photo that becomes the cover on Save (shown as such, not as
   * "Will be removed") and the old cover's file that joins the gallery (shown as such, not "New").
   */
  coverSwap?: { photo: string; oldCover: File } | null;
  /** Moves a new file `step` places among the new files; absent: no reordering of them. */
  onMoveAdded?: (index: number, step: -1 | 1) => void;
  /** Makes a new file the cover (the cover, if any, joins the gallery in its place). */
  onMakeCoverAdded?: (index: number) => void;
}

interface NewImageProps {
  file: File;
  onRemove: () => void;
  tag?: string;
  /** "new photo 2 of 3", for the arrows' names. */
  position: string;
  /** Moves it among the new photos; absent or at an end: that arrow is off. */
  onMove?: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
  onMakeCover?: () => void;
}

/**
 * A photo chosen and not uploaded yet: reordered, made the cover or removed as a saved one is
 * (issue 39: a new project's photos could not be, until it had been saved once).
 */
function NewImage({ file, onRemove, tag = 'New', position, onMove, first, last, onMakeCover }: NewImageProps) {
  const url = useDataUrl(file);
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {url ? (
        <img src={url} alt={`New image ${file.name}`} className="h-24 w-full object-cover" />
      ) : (
        <div className="h-24" />
      )}
      <span className="absolute left-1 bottom-7 rounded bg-green-700 px-1.5 py-0.5 text-xs font-medium text-white">
        {tag}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className="absolute right-1 top-1 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-red-700"
      >
        <FaTimes aria-hidden="true" />
        <span className="sr-only">Remove new image {file.name}</span>
      </button>
      {onMakeCover && (
        <button
          type="button"
          onClick={onMakeCover}
          className="absolute inset-x-1 bottom-1 rounded bg-white/90 px-1.5 py-0.5 text-xs font-medium text-brand-800 shadow hover:bg-white"
        >
          Make cover<span className="sr-only"> ({file.name})</span>
        </button>
      )}
      {onMove && (
        <span className="absolute left-1 top-1 flex gap-1">
          <MoveButton
            name={file.name}
            step={-1}
            position={position}
            disabled={first}
            onMove={(_, step) => onMove(step)}
          />
          <MoveButton
            name={file.name}
            step={1}
            position={position}
            disabled={last}
            onMove={(_, step) => onMove(step)}
          />
        </span>
      )}
    </li>
  );
}

/** An arrow that moves a gallery photo one place (`data-move` lets the focus find it after). */
function MoveButton(props: {
  name: string;
  step: -1 | 1;
  position: string;
  disabled: boolean;
  onMove: (name: string, step: -1 | 1) => void;
}) {
  const { name, step, position, disabled, onMove } = props;
  const [Icon, word] = step < 0 ? [FaArrowLeft, 'earlier'] : [FaArrowRight, 'later'];
  return (
    <button
      type="button"
      disabled={disabled}
      data-move={`${step}:${name}`}
      onClick={() => onMove(name, step)}
      className={TILE_BUTTON}
      title={`Move ${word}`}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">
        Move {position} {word} ({name})
      </span>
    </button>
  );
}

const TILE_BUTTON =
  'rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-brand-700 disabled:opacity-30';

/**
 * The project gallery: existing images in their order (moved with the arrow buttons or by
 * dragging a photo onto another; removable until saved) and new files (removable before saving),
 * which join the end.
 */
export function GalleryField(props: GalleryFieldProps) {
  const {
    label,
    record,
    existing,
    onMove,
    onMakeCover,
    makingCover,
    removed,
    onToggleRemoved,
    added,
    onAdd,
    coverSwap,
  } = props;
  const { onRemoveAdded, error, fileToken, onMoveAdded, onMakeCoverAdded } = props;
  const id = useId();
  // The photo becoming the cover leaves the gallery, but is not removed from the project.
  const removedCount = removed.filter((name) => name !== coverSwap?.photo).length;
  const [dragged, setDragged] = useState<string | null>(null);

  // note: React moves the photo's node, which drops the focus: it goes back to the arrow pressed,
  // or to its twin at an end of the gallery.
  function move(name: string, step: -1 | 1) {
    onMove?.(name, step);
    requestAnimationFrame(() => {
      const pressed = document.querySelector<HTMLButtonElement>(`[data-move="${step}:${CSS.escape(name)}"]`);
      const twin = document.querySelector<HTMLButtonElement>(`[data-move="${-step}:${CSS.escape(name)}"]`);
      (pressed && !pressed.disabled ? pressed : twin)?.focus();
    });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) onAdd(files);
          e.target.value = '';
        }}
        className="mt-2 block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          You can choose several images at once. Up to 30 in all. Drag a photo, or use its arrows, to change the order.
        </p>
      )}
      {(existing.length > 0 || added.length > 0) && (
        <ul aria-label="Images in the gallery" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {existing.map((name, index) => {
            const isRemoved = removed.includes(name);
            const position = `photo ${index + 1} of ${existing.length}`;
            return (
              <li
                key={name}
                draggable={Boolean(onMove)}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(name);
                }}
                onDragOver={(e) => {
                  if (dragged && dragged !== name) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged && dragged !== name) onMove?.(dragged, index - existing.indexOf(dragged));
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
                className={`relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${dragged === name ? 'opacity-50' : ''}`}
              >
                <img
                  src={fileUrl(record, name, '480x320', fileToken)}
                  alt={`Gallery image ${name}`}
                  className={`h-24 w-full object-cover ${isRemoved ? 'opacity-30 grayscale' : ''}`}
                />
                {isRemoved && (
                  // note: along the bottom edge, clear of the undo button in the top corner at any tile width.
                  <span
                    className={`absolute inset-x-0 bottom-0 px-1.5 py-0.5 text-center text-xs font-medium text-white ${
                      coverSwap?.photo === name ? 'bg-brand-700' : 'bg-red-600/90'
                    }`}
                  >
                    {coverSwap?.photo === name ? 'Becomes the cover' : 'Will be removed'}
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => onToggleRemoved(name)}
                  className="absolute right-1 top-1 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-white hover:text-red-700"
                >
                  {isRemoved ? <FaUndo aria-hidden="true" /> : <FaTimes aria-hidden="true" />}
                  <span className="sr-only">
                    {isRemoved ? 'Keep image' : 'Remove image'} {name}
                  </span>
                </button>
                {onMakeCover && !isRemoved && (
                  <button
                    type="button"
                    disabled={Boolean(makingCover)}
                    onClick={() => onMakeCover(name)}
                    className="absolute inset-x-1 bottom-1 rounded bg-white/90 px-1.5 py-0.5 text-xs font-medium text-brand-800 shadow hover:bg-white disabled:opacity-60"
                  >
                    {makingCover === name ? 'Making cover...' : 'Make cover'}
                    <span className="sr-only"> ({name})</span>
                  </button>
                )}
                {onMove && existing.length > 1 && (
                  <span className="absolute left-1 top-1 flex gap-1">
                    <MoveButton name={name} step={-1} position={position} disabled={index === 0} onMove={move} />
                    <MoveButton
                      name={name}
                      step={1}
                      position={position}
                      disabled={index === existing.length - 1}
                      onMove={move}
                    />
                  </span>
                )}
              </li>
            );
          })}
          {added.map((file, index) => (
            <NewImage
              key={`${file.name}-${index}`}
              file={file}
              tag={coverSwap?.oldCover === file ? 'Old cover' : 'New'}
              onRemove={() => onRemoveAdded(index)}
              position={`new photo ${index + 1} of ${added.length}`}
              onMove={onMoveAdded && added.length > 1 ? (step) => onMoveAdded(index, step) : undefined}
              first={index === 0}
              last={index === added.length - 1}
              onMakeCover={onMakeCoverAdded && (() => onMakeCoverAdded(index))}
            />
          ))}
        </ul>
      )}
      {removedCount > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {removedCount === 1 ? '1 image' : `${removedCount} images`} will be removed when you save.
        </p>
      )}
    </div>
  );
}
