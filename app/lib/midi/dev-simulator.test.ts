import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_SIMULATOR_KEY, maybeInstallDevSimulator, parseDevSimulatorSpec } from "./dev-simulator";
import { FIRMWARE_KEYS } from "./firmware-keys";
import { identityRequest, parseMessage } from "./protocol";

const models = [
  { id: "MK61", family: 0x0101, member: 3 },
  { id: "SP88", family: 0x0102, member: 1 },
];

const keys = FIRMWARE_KEYS.map(({ id, publicKey }) => ({ id, publicKey }));

describe("the developer's simulator setting", () => {
  it("reads models, versions and options; Noteva instruments trust the site's firmware keys", () => {
    expect(
      parseDevSimulatorSpec(
        "MK61@1.0.0,disconnectAt=0.5,reconnectAfterMs=3000 ; sp88@2.1.0,link=bluetooth,slow=20,slowIdentityMs=2000",
        models,
      ),
    ).toEqual({
      instruments: [
        {
          productId: "MK61",
          family: 0x0101,
          member: 3,
          version: "1.0.0",
          keys,
          faults: { disconnectAt: 0.5, reconnectAfterMs: 3000 },
        },
        {
          productId: "SP88",
          family: 0x0102,
          member: 1,
          version: "2.1.0",
          keys,
          link: "bluetooth",
          faults: { slow: 20, slowIdentityMs: 2000 },
        },
      ],
    });
    expect(keys.map((k) => k.id)).toContain("21d38292d0dddc24");
  });

  it("reads the end of an update's timing, battery, ports, recovery and its faults; leaves out what it does not know", () => {
    const spec =
      "MK61@1.0.0,verifyMs=100,installMs=20000,restartMs=4000,battery=25,outputName=MK61 Out,recovery," +
      "cableAt=commit,powerAt=installing,startFails,installLimitS=30,restartLimitS=8,cableAt=receiving,battery=x,colour=red";
    expect(parseDevSimulatorSpec(spec, models).instruments).toEqual([
      {
        productId: "MK61",
        family: 0x0101,
        member: 3,
        version: "1.0.0",
        keys,
        verifyMs: 100,
        installMs: 20000,
        restartMs: 4000,
        battery: 25,
        outputName: "MK61 Out",
        recovery: true,
        installLimitS: 30,
        restartLimitS: 8,
        faults: { cableAt: "commit", powerAt: "installing", startFails: true },
      },
    ]);
  });

  it("knows another maker's device, a mute one, a refusal, and leaves out unknown models", () => {
    expect(parseDevSimulatorSpec("other@3.0.0;MK61@1.0.0,silent;XX99@1.0.0;refuse", models)).toEqual({
      refuse: true,
      instruments: [
        { family: 0x19, member: 1, version: "3.0.0", manufacturerId: [0x41] },
        { productId: "MK61", family: 0x0101, member: 3, version: "1.0.0", keys, silent: true },
      ],
    });
  });
});

describe("maybeInstallDevSimulator", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis.navigator, "requestMIDIAccess");
    Reflect.deleteProperty(globalThis, "notevaMidiSimulator");
  });

  it("does nothing without the setting", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    expect(await maybeInstallDevSimulator(models)).toBe(false);
    expect("requestMIDIAccess" in globalThis.navigator).toBe(false);
  });

  it("installs the simulator in development when the setting names a model", async () => {
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === DEV_SIMULATOR_KEY ? "MK61@1.2.0" : null) });
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect(await maybeInstallDevSimulator(models)).toBe(true);
    const access = await globalThis.navigator.requestMIDIAccess({ sysex: true });
    const input = [...access.inputs.values()][0] as MIDIInput;
    const reply = new Promise((resolve) => {
      input.onmidimessage = (e) => resolve(parseMessage((e as MIDIMessageEvent).data as Uint8Array));
    });
    ([...access.outputs.values()][0] as MIDIOutput).send(identityRequest());
    expect(await reply).toMatchObject({ noteva: true, family: 0x0101, member: 3, version: "1.2.0" });
  });
});
