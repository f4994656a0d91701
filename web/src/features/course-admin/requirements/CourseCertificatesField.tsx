import type { RequirementCertificate } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { toast } from "../../../ui/toast";
import { CertificatesEditor } from "./CertificatesEditor";
import type { CertificateDraft, EditableCertificate } from "./certificates";
import { useCertificateMutations } from "./use-requirements";

/** Before the program exists, certificates wait on the form and are added right after it is created. */
export function DraftCertificatesField({
  value,
  onChange,
}: {
  value: readonly CertificateDraft[];
  onChange: (certificates: CertificateDraft[]) => void;
}) {
  const items: EditableCertificate[] = value.map((item) => ({ key: item.certificate, id: null, ...item }));
  return (
    <CertificatesEditor
      items={items}
      busy={false}
      onAdd={async (certificate, min_score) => {
        onChange([...value, { certificate, min_score }]);
        return true;
      }}
      onUpdate={async (item, min_score) => {
        onChange(value.map((draft) => (draft.certificate === item.certificate ? { ...draft, min_score } : draft)));
        return true;
      }}
      onRemove={async (item) => {
        onChange(value.filter((draft) => draft.certificate !== item.certificate));
        return true;
      }}
    />
  );
}

/** A saved program's certificates change at once. */
export function SavedCertificatesField({
  courseId,
  certificates,
}: {
  courseId: number;
  certificates: readonly RequirementCertificate[];
}) {
  const { t } = useTranslation();
  const { add, update, remove } = useCertificateMutations(courseId);
  const items: EditableCertificate[] = certificates.map((item) => ({ key: String(item.id), ...item }));

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorText(error, t));
      return false;
    }
  };

  return (
    <CertificatesEditor
      items={items}
      busy={add.isPending || update.isPending || remove.isPending}
      onAdd={(certificate, min_score) =>
        run(() => add.mutateAsync({ course_id: courseId, certificate, min_score }), t("courseForm.certificates.added"))
      }
      onUpdate={(item, min_score) =>
        run(() => update.mutateAsync({ id: item.id ?? 0, body: { min_score } }), t("courseForm.certificates.updated"))
      }
      onRemove={(item) => run(() => remove.mutateAsync(item.id ?? 0), t("courseForm.certificates.deleted"))}
    />
  );
}
