import { CertificateList } from "../features/certificates";
import { MyFilesPage as MyFiles } from "../features/help/components/MyFilesPage";
import { useSession } from "../features/session";

/** `/my-files`: the files the caller handed in, and a student's certificates of completion (decision 0163). */
export function MyFilesPage() {
  const { claims } = useSession();
  return (
    <>
      <MyFiles />
      {claims?.role === "student" ? <CertificateList /> : null}
    </>
  );
}
