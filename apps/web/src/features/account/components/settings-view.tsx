import type { Me, Settings } from "@aesop/shared/contracts/account";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useTheme } from "@/hooks/use-theme";
import { useUpdateSettings } from "../api/update-settings";
import { AccountPage } from "./account-page";
import { DeleteAccountDialog } from "./delete-account-dialog";

const preferences: { key: keyof Settings; label: string; description: string }[] = [
  {
    key: "pushNotifications",
    label: "Push Notifications",
    description: "Get notified in the app when a report is ready.",
  },
  {
    key: "emailUpdates",
    label: "Email Updates",
    description: "Receive occasional e-mails about new agents and features.",
  },
  {
    key: "darkMode",
    label: "Dark Mode",
    description:
      "Use the dark theme on this and your other devices. Until you choose, each device follows its own setting.",
  },
  { key: "autoSave", label: "Auto-save", description: "Save your work in the agents as you go." },
];

/** /settings: preferences saved as they are switched, and the danger zone. */
export function SettingsView({ me }: { me: Me }) {
  const update = useUpdateSettings();
  const { theme, setTheme } = useTheme();

  const toggle = (key: keyof Settings, value: boolean) => {
    if (key === "darkMode") {
      const previousTheme = theme;
      setTheme(value ? "dark" : "light");
      update.mutate({ darkMode: value }, { onError: () => setTheme(previousTheme) });
      return;
    }
    update.mutate({ [key]: value });
  };

  return (
    <AccountPage title="Settings" lead="Your preferences are saved as soon as you change them.">
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-snug font-semibold">Preferences</h2>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {preferences.map((preference) => {
              const id = `setting-${preference.key}`;
              return (
                <li key={preference.key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="grid min-w-0 gap-1">
                    <Label htmlFor={id}>{preference.label}</Label>
                    <p id={`${id}-description`} className="text-sm text-muted-foreground">
                      {preference.description}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    // Dark Mode unset follows the device: the switch shows the theme in use.
                    checked={me.settings[preference.key] ?? theme === "dark"}
                    onCheckedChange={(checked) => toggle(preference.key, checked)}
                    aria-describedby={`${id}-description`}
                  />
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card className="border-destructive/50">
        <CardHeader>
          <h2 className="text-lg leading-snug font-semibold text-destructive">Danger Zone</h2>
          <CardDescription>
            Deleting your account removes it and all of its data for good. This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog email={me.email} />
        </CardContent>
      </Card>
    </AccountPage>
  );
}
