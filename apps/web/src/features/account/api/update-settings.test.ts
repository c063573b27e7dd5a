import { describe, expect, it } from "vitest";
import { SETTINGS_DEFAULTS, type Me } from "@aesop/shared/contracts/account";
import { revertPatch, withSettings } from "./update-settings";

const me = { id: "u1", email: "ada@example.com", settings: { ...SETTINGS_DEFAULTS } } as Me;

describe("withSettings", () => {
  it("changes only the patched settings", () => {
    expect(withSettings(me, { darkMode: false }).settings).toEqual({ ...SETTINGS_DEFAULTS, darkMode: false });
    // Unset until the user chooses: the device's own setting decides the theme.
    expect(me.settings.darkMode).toBeNull();
  });
});

describe("revertPatch", () => {
  it("restores the values from before a failed patch", () => {
    const current = { ...SETTINGS_DEFAULTS, emailUpdates: true };
    expect(revertPatch(current, { emailUpdates: true }, { emailUpdates: false })).toEqual({ emailUpdates: false });
  });

  it("leaves a setting alone when a later toggle already changed it", () => {
    const current = { ...SETTINGS_DEFAULTS, emailUpdates: false };
    expect(revertPatch(current, { emailUpdates: true }, { emailUpdates: false })).toEqual({});
  });

  it("does nothing without a snapshot", () => {
    expect(revertPatch(SETTINGS_DEFAULTS, { autoSave: true }, {})).toEqual({});
  });
});
