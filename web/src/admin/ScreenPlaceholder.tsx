/** Stand-in for an admin screen that a later issue builds: its heading and a short note. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-600">This screen is being built.</p>
    </>
  );
}
