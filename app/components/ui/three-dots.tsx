/** The page-loading placeholder: three dots (seed-spec section 2, "General behaviour"). */
export function ThreeDots({ label = "Loading page" }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="dots flex gap-2" aria-hidden="true">
        <span className="block h-3 w-3 rounded-full bg-ink" />
        <span className="block h-3 w-3 rounded-full bg-ink" />
        <span className="block h-3 w-3 rounded-full bg-ink" />
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
