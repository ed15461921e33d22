/** A refusal that wants a fresh proof, with the link to confirm it is you and come back. */
import { Link } from "react-router";

export function ConfirmOffer({ offer }: { offer: { message: string; href: string; label: string } }) {
  return (
    <div role="alert" className="mb-6 max-w-2xl rounded-lg bg-accent/5 p-4 text-sm font-semibold text-accent">
      <p>{offer.message}</p>
      <p className="mt-2">
        <Link to={offer.href} className="underline">
          {offer.label}
        </Link>
      </p>
    </div>
  );
}
