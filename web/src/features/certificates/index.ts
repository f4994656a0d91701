// Certificates of completion (issue 38, decision 0163): the program's tab for staff, a student's list for the holder
// and for staff. The public verification page is `./verify`, light for the guest's first screen.

export { CertificateList } from "./components/CertificateList";

/** The program's certificates tab in a chunk of its own: only staff open it. */
export const loadProgramCertificatesPanel = () => import("./components/ProgramCertificatesPanel");
