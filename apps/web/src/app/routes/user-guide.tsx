import { ContentPage } from "@/components/layouts/content-page";
import { UserGuideCard } from "@/features/user-guide/components/user-guide-card";

export default function UserGuidePage() {
  return (
    <ContentPage title="User Guide" lead="Everything you need to get the most out of AESOP's agents, in one document.">
      <title>User Guide · AESOP</title>
      <UserGuideCard />
    </ContentPage>
  );
}
