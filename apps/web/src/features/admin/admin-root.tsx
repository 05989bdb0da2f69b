import { Outlet } from "react-router";
import { PageWait } from "../../components/page/page-wait.tsx";
import { useStaffUser } from "./api/get-staff-user.ts";
import { AdminShell } from "./shell/admin-shell.tsx";
import { StaffSignInPage } from "./sign-in/staff-sign-in-page.tsx";

/** The staff session decides: the sign-in form without one, else the admin shell and its screen. */
export function AdminRoot() {
  const staff = useStaffUser();
  if (staff.data === undefined) return <PageWait query={staff} />;
  if (staff.data === null) return <StaffSignInPage />;
  return (
    <AdminShell staff={staff.data}>
      <Outlet />
    </AdminShell>
  );
}
