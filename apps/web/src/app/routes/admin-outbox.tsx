import { OutboxView } from "@/features/admin/components/outbox-view";

export default function AdminOutboxPage() {
  return <OutboxView />;
}
