/** The MIDI implementation page's address, for the pages that link to it (the checker, firmware pages). */
export const midiImplementationPath = "/support/check/midi";
