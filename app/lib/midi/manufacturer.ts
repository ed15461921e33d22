/**
 * The MIDI manufacturer ID in every System Exclusive message Noteva instruments send and accept,
 * kept here and only here (the protocol, the simulator's tests, the data lists and
 * /support/check/midi read it from this file).
 *
 * 7D is the ID the MIDI standard reserves for non-commercial and educational use: Noteva has no
 * registered ID yet. A registered ID (1 byte, or 3 bytes starting 00) replaces it here. It is not
 * in site-config because every page's shared script carries that file, and the ID is needed on the
 * checker's page only.
 */
export const MANUFACTURER_ID: readonly number[] = [0x7d];
