/** Canonical model code: upper-case letters and digits only, so "sp c121", "SPC-121" and "spc121" agree. */
export function modelCode(text: string): string {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}
