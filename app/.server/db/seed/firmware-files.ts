/** Where a firmware release's archive lives, and what the update instructions say (shared by site and files). */
export function firmwareHref(productId: string, version: string): string {
  return `/downloads/firmware/noteva-${productId.toLowerCase()}-firmware-v${version}.zip`;
}

export function updateSteps(title: string): string[] {
  return [
    "Format a USB flash drive (up to 32 GB) as FAT32 on your computer. Larger or exFAT drives are not seen by the updater.",
    `Unzip the download and copy the .BIN file to the top folder of the drive, not into a subfolder.`,
    `Turn the ${title} off. Insert the drive into the USB TO DEVICE port.`,
    "Hold the lowest key and the highest key together and turn the power on. The display (or the lit buttons) shows the update progress.",
    "Wait until the instrument restarts by itself, about three minutes. Do not turn the power off while it updates.",
    "Check the version: hold FUNCTION and press the key marked VERSION.",
  ];
}

export const updateTroubleshooting: [string, string][] = [
  [
    "The instrument does not see the USB drive",
    "Use a drive formatted FAT32 (not exFAT or NTFS), of 32 GB or less, inserted directly into the instrument (no hub or extension cable). Some drives with built-in security software are not seen: try another drive.",
  ],
  [
    "The display shows a write error (E-21)",
    "Copy the .BIN file to the drive again and check its checksum (SHA-256) against the one on this page. If it still fails, try another drive.",
  ],
  [
    "The update was interrupted (power cut, drive removed)",
    "The previous firmware is kept in a safe area. Start the update again from step 3: the instrument recovers and installs the new firmware. If it does not start at all, contact support with the serial number.",
  ],
];
