import { type SubmissionResult, useForm } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { parseForm } from "~/lib/forms/parse";

/**
 * A Conform form checked by a zod schema in the browser, on blur and again on every keystroke once
 * it has shown an error (Conform's defaults for the admin), with the server's last answer applied.
 */
// biome-ignore lint/suspicious/noExplicitAny: any object schema
export function useAdminForm<Schema extends z.ZodType<Record<string, any>, Record<string, any>>>({
  id,
  schema,
  defaultValue,
  lastResult,
}: {
  id: string;
  schema: Schema;
  defaultValue?: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
}
