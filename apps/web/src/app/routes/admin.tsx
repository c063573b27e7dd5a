import { AdminPanel } from "@/features/admin/components/admin-panel";

export default function AdminPage() {
  return <AdminPanel />;
}
