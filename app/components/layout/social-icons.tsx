import type { SocialLink } from "~/lib/site-config";

const paths: Record<SocialLink["kind"], string> = {
  video:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  social: "M14 8h2.5V4.5H14c-2.2 0-4 1.8-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V8.6c0-.3.2-.6.5-.6z",
  photo:
    "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8a2.7 2.7 0 0 0-2.7 2.7v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 1.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4zM17.2 5.9a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z",
  audio: "M12 3a9 9 0 0 0-9 9v5a3 3 0 0 0 3 3h1.5v-7H5v-1a7 7 0 0 1 14 0v1h-2.5v7H18a3 3 0 0 0 3-3v-5a9 9 0 0 0-9-9z",
};

export function SocialIcon({ kind }: { kind: SocialLink["kind"] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d={paths[kind]} />
    </svg>
  );
}
