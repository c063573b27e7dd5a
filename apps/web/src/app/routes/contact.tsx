import { MailIcon } from "lucide-react";
import { ContentPage } from "@/components/layouts/content-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSiteConfig } from "@/features/site/api/get-site-config";

export default function ContactPage() {
  const site = useSiteConfig();
  return (
    <ContentPage title="Contact Us" lead="Questions about AESOP, the beta program or your data? We read every message.">
      <title>Contact · AESOP</title>
      <Card className="max-w-md">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MailIcon className="size-5 text-primary" aria-hidden="true" />
            General Inquiries
          </CardTitle>
          <CardDescription>For beta access, partnerships, feedback and privacy requests.</CardDescription>
        </CardHeader>
        <CardContent>
          {site.data ? (
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={`mailto:${site.data.contactEmail}`}
            >
              {site.data.contactEmail}
            </a>
          ) : site.isError ? (
            <p className="text-sm text-muted-foreground">
              The contact address could not be loaded. Please try again later.
            </p>
          ) : (
            <Skeleton className="h-5 w-48" />
          )}
        </CardContent>
      </Card>
    </ContentPage>
  );
}
