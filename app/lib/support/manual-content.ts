import type { Param } from "../content-model.ts";

/**
 * The owner's manual's content, from the product's own data: one source for the PDF (media/) and
 * the HTML manual (/support/manuals/{id}).
 */
export type ManualBlock =
  | { type: "p"; text: string }
  | { type: "subhead"; text: string }
  | { type: "list"; items: string[] }
  | { type: "steps"; items: string[] }
  | { type: "table"; rows: [string, string][] };
export type ManualSection = { id: string; title: string; blocks: ManualBlock[] };

export type ManualProduct = {
  title: string;
  desc: string;
  sp1: { text: string };
  sp2: { text: string };
  sp3: { text: string };
  sp4?: string | null;
  stickyList: { title: string; desc: string }[];
  params: Param[];
};

const text = (p: ManualProduct, label: string): string => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v.join(", ") : (v ?? "");
};
const list = (p: ManualProduct, label: string): string[] => {
  const v = p.params.find((x) => x.label === label)?.value;
  return Array.isArray(v) ? v : v ? [v] : [];
};

function panelControls(p: ManualProduct): string[] {
  const controls = [
    "POWER switch: turns the instrument on and off.",
    "MASTER VOLUME: sets the level of the speakers and headphones.",
  ];
  if (text(p, "display"))
    controls.push(`Display (${text(p, "display")}): shows the selected sound, tempo and settings.`);
  if (text(p, "style"))
    controls.push("STYLE buttons: select an accompaniment style; the style control buttons start and vary it.");
  for (const c of list(p, "style control"))
    controls.push(`${c.toUpperCase()}: ${c.includes("Start") ? "starts or stops the style" : "style control"}.`);
  for (const c of list(p, "panel control")) controls.push(`${c}.`);
  if (text(p, "layer/split"))
    controls.push("LAYER / SPLIT: plays two sounds together, or one in each half of the keyboard.");
  if (text(p, "duo")) controls.push("DUO: divides the keyboard into two identical ranges for teacher and student.");
  if (text(p, "sequencer")) controls.push(`RECORD / PLAY: the recorder (${text(p, "sequencer")}).`);
  controls.push("METRONOME: starts the click; hold FUNCTION and press the keys marked TEMPO to set the tempo.");
  return controls;
}

export function manualSections(p: ManualProduct): ManualSection[] {
  const pedal = text(p, "pedal");
  return [
    {
      id: "safety",
      title: "Important safety instructions",
      blocks: [
        {
          type: "list",
          items: [
            "Read these instructions and keep them for reference.",
            "Use only the supplied power adaptor, connected to an outlet of the voltage it is marked for.",
            "Do not expose the instrument to rain or moisture, and do not place containers of liquid on it.",
            "Do not place the instrument near heat sources such as radiators or in direct sunlight.",
            "Unplug the adaptor during lightning storms or when the instrument is unused for long periods.",
            "Do not listen at high volume for long periods: hearing damage can result.",
            "Refer all servicing to qualified personnel; there are no user-serviceable parts inside.",
            "Clean the instrument with a soft, dry cloth only; never use solvents.",
          ],
        },
      ],
    },
    {
      id: "in-the-box",
      title: "What is in the box",
      blocks: [
        {
          type: "list",
          items: [
            `Noteva ${p.title}`,
            `Power adaptor (${list(p, "power")[0] ?? "see Specifications"})`,
            ...(pedal.includes("included") ? ["Sustain pedal"] : []),
            "Music rest",
            "This owner's manual and the quick start guide",
          ],
        },
      ],
    },
    { id: "panel", title: "Panel description", blocks: [{ type: "steps", items: panelControls(p) }] },
    {
      id: "getting-started",
      title: "Getting started",
      blocks: [
        {
          type: "steps",
          items: [
            "Place the instrument on a stable stand or table, away from direct sunlight.",
            "Connect the power adaptor to DC IN, then to a wall outlet.",
            ...(pedal ? ["Connect the pedal to the SUSTAIN jack before turning the power on."] : []),
            "Turn MASTER VOLUME down, press POWER, then raise the volume while you play.",
            "To practise silently, connect headphones to PHONES: the speakers switch off.",
          ],
        },
      ],
    },
    {
      id: "playing",
      title: "Playing",
      blocks: [
        { type: "p", text: p.desc },
        ...[p.sp1, p.sp2, p.sp3].map((sp): ManualBlock => ({ type: "p", text: sp.text })),
        ...(p.sp4 ? [{ type: "p", text: p.sp4 } as ManualBlock] : []),
        ...p.stickyList.flatMap((item): ManualBlock[] => [
          { type: "subhead", text: item.title },
          { type: "p", text: item.desc },
        ]),
      ],
    },
    {
      id: "connections",
      title: "Connections",
      blocks: [
        {
          type: "table",
          rows: [
            ...list(p, "jacks").map((j): [string, string] => [j, "Rear panel"]),
            ["USB", text(p, "USB") || "-"],
            ["MIDI", text(p, "MIDI") || "-"],
          ],
        },
      ],
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      blocks: [
        {
          type: "table",
          rows: [
            ["No sound", "Check MASTER VOLUME and that no headphones are connected to PHONES."],
            ...(pedal
              ? ([
                  [
                    "The sustain pedal works the wrong way round",
                    "Turn the power off, connect the pedal, then turn the power on without pressing the pedal.",
                  ],
                ] as [string, string][])
              : []),
            [
              "The computer does not see the instrument",
              "Use a USB cable that carries data, connect directly (not through a hub) and select the instrument in your app's MIDI settings.",
            ],
            [
              "The instrument turns itself off",
              "Auto power-off is on: it turns the instrument off after 30 minutes unused. Hold FUNCTION while turning the power on to disable it.",
            ],
            ["Noise from the speakers", "Move mobile phones away from the instrument, and use the supplied adaptor."],
          ],
        },
      ],
    },
    {
      id: "specifications",
      title: "Specifications",
      blocks: [
        {
          type: "table",
          rows: p.params.map((x): [string, string] => [
            x.label,
            x.value === null ? "-" : Array.isArray(x.value) ? x.value.join("\n") : x.value,
          ]),
        },
        {
          type: "p",
          text: "Specifications and descriptions in this manual are for information only. Noteva reserves the right to change or modify products or specifications at any time without prior notice.",
        },
      ],
    },
  ];
}
