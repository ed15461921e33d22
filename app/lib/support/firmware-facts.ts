/**
 * What a model's firmware brought that its documents describe: the release from which it does it,
 * by product id, as that release's notes say (seed/firmware.ts; copy-facts.test ties the two). A
 * model not listed has done it since its first release.
 */

/**
 * The release from which the model reads its sustain pedal's polarity as it is switched on, so a
 * pedal of either polarity works (the MK61: its 1.0.2 notes). The owner's manual's "the pedal works
 * the wrong way round" row names it, since the remedy fails on earlier firmware.
 */
export const pedalPolarityFrom: Readonly<Record<string, string>> = { MK61: "1.0.2" };
