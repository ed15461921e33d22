import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { dealerHref } from "./filters";
import type { StoreFilterValues } from "./find-a-store";

const geoErrors: Record<number, string> = {
  1: "You did not allow this site to use your location, so the stores stay in their usual order. Choose your country above to narrow the list.",
  2: "Your position could not be determined. Check that location services are on, or choose your country above.",
  3: "Finding your position took too long. Please try again, or choose your country above.",
};

/** "Near me": with the visitor's permission, re-sorts the list by distance from their position. */
export function NearMe({ filters }: { filters: StoreFilterValues }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<{ kind: "idle" | "locating" | "error"; message?: string }>({ kind: "idle" });
  const navigate = useNavigate();
  useEffect(() => setReady(true), []);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "error", message: "This browser cannot share your position. Choose your country above." });
      return;
    }
    setStatus({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus({ kind: "idle" });
        // two decimals (about a kilometre) are enough to sort stores, and all the URL should hold
        const near = `${position.coords.latitude.toFixed(2)},${position.coords.longitude.toFixed(2)}`;
        navigate(dealerHref({ ...filters, near }), { preventScrollReset: true });
      },
      (error) => setStatus({ kind: "error", message: geoErrors[error.code] ?? geoErrors[2] }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {filters.near ? (
        <>
          <p className="text-sm">Sorted by distance from your approximate position.</p>
          <Link
            to={dealerHref({ ...filters, near: null })}
            preventScrollReset
            className="text-sm font-semibold text-accent underline"
          >
            Stop sorting by distance
          </Link>
        </>
      ) : (
        <button
          type="button"
          onClick={locate}
          hidden={!ready}
          disabled={status.kind === "locating"}
          className="inline-flex items-center gap-2 rounded-full border border-line px-5 py-2 text-sm font-semibold hover:bg-mist disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {status.kind === "locating" ? "Finding your position…" : "Sort by distance from me"}
        </button>
      )}
      <p role="alert" className="text-sm font-semibold text-accent">
        {status.kind === "error" ? status.message : ""}
      </p>
    </div>
  );
}
