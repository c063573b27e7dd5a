import { InboxIcon } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { AuditLogCard } from "./audit-log-card";
import { NdaCard } from "./nda-card";
import { RegistrationsCard } from "./registrations-card";
import { UserGuidesCard } from "./user-guides-card";

const sections = [
  { value: "registrations", label: "Beta Registrations" },
  { value: "nda", label: "NDA" },
  { value: "user-guides", label: "User Guides" },
  { value: "audit-log", label: "Audit Log" },
] as const;
type Section = (typeof sections)[number]["value"];

function toSection(value: string | null): Section {
  return sections.find((section) => section.value === value)?.value ?? "registrations";
}

/** The admin page: registrations, the NDA, user guides and the audit log, one tab each (?tab=). */
export function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = toSection(searchParams.get("tab"));

  const select = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === "registrations") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <title>Admin Panel · AESOP</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Panel</h1>
          <p className="text-muted-foreground">Beta access, the NDA, user guides and the audit trail.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.adminOutbox}>
            <InboxIcon aria-hidden="true" />
            Outbox
          </Link>
        </Button>
      </div>

      <Tabs value={section} onValueChange={select}>
        <TabsList aria-label="Admin sections" className="h-auto flex-wrap">
          {sections.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="registrations">
          <RegistrationsCard />
        </TabsContent>
        <TabsContent value="nda">
          <NdaCard />
        </TabsContent>
        <TabsContent value="user-guides">
          <UserGuidesCard />
        </TabsContent>
        <TabsContent value="audit-log">
          <AuditLogCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
