/**
 * What a form's request body may be, written once: url-encoded, or multipart with its boundary.
 * The server refuses anything else before a page sees it (server/security.ts); the contact page,
 * which answers that itself with its form, reads its body here.
 */

export type FormBodyProblem = "not-a-form" | "no-boundary";

/** "Multipart/Form-Data; boundary=x" → the type "multipart/form-data" and its parameters. */
function mediaType(contentType: string | null | undefined) {
  const [type = "", ...params] = (contentType ?? "").split(";").map((p) => p.trim().toLowerCase());
  return { type, params };
}

/** What is wrong with a request body of this Content-Type for a form, or null when nothing is. */
export function formBodyProblem(contentType: string | null | undefined): FormBodyProblem | null {
  const { type, params } = mediaType(contentType);
  if (type === "application/x-www-form-urlencoded") return null;
  if (type !== "multipart/form-data") return "not-a-form";
  return params.some((p) => /^boundary=.+/.test(p)) ? null : "no-boundary";
}

export type FormBody =
  | { ok: true; fields: FormData | URLSearchParams }
  | { ok: false; problem: FormBodyProblem | "unreadable" };

/** A request's form fields, or why there are none. */
export async function readFormBody(request: Request): Promise<FormBody> {
  const contentType = request.headers.get("content-type");
  const problem = formBodyProblem(contentType);
  if (problem) return { ok: false, problem };
  try {
    return {
      ok: true,
      // URLSearchParams decodes bytes that are not UTF-8 as U+FFFD, which a schema then rejects.
      fields:
        mediaType(contentType).type === "multipart/form-data"
          ? await request.formData()
          : new URLSearchParams(await request.text()),
    };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}
