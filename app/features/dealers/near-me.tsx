import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { dealerHref } from "./filters";
import type { StoreFilterValues } from "./find-a-store";
import type { DealersText } from "./text.server";

/** "Near me": with the visitor's permission, re-sorts the list by distance from their position. */
export function NearMe({ filters, text }: { filters: StoreFilterValues; text: DealersText }) {
  const t = text.nearMe;
  // the Geolocation API's error codes
  const geoErrors: Record<number, string> = { 1: t.denied, 2: t.unavailable, 3: t.timeout };
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<{ kind: "idle" | "locating" | "error"; message?: string }>({ kind: "idle" });
  const navigate = useNavigate();
  useEffect(() => setReady(true), []);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus({ kind: "error", message: t.unsupported });
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
          <p className="text-sm">{t.sorted}</p>
          <Link
            to={dealerHref({ ...filters, near: null })}
            preventScrollReset
            className="text-sm font-semibold text-accent underline"
          >
            {t.stop}
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
          {status.kind === "locating" ? t.locating : t.sort}
        </button>
      )}
      <p role="alert" className="text-sm font-semibold text-accent">
        {status.kind === "error" ? status.message : ""}
      </p>
    </div>
  );
}
