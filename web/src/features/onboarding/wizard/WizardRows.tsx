import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { SPEC_MESSAGES } from "@school/contracts";
import { Button, Col, Form, type FormListFieldData, Row } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";

/** Removes a row; shown only while more than one row is left (a step keeps at least one). */
export type RemoveRow = (() => void) | undefined;

/**
 * A wizard step's repeatable rows (education, languages, certificates): each row as the step draws it, and an add
 * button that keeps to the step's room: one more row than the room shows the spec's warning ('Reached quantity
 * limit!') instead.
 */
export function WizardRows(props: {
  name: string;
  room: number;
  testId: string;
  addLabel: string;
  newRow?: object;
  renderRow: (field: FormListFieldData, index: number, remove: RemoveRow) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={props.name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) =>
            props.renderRow(field, index, fields.length > 1 ? () => remove(field.name) : undefined),
          )}
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              if (fields.length >= props.room) toast.warning(t("onboarding.limit") || SPEC_MESSAGES.quantityLimit);
              else add(props.newRow);
            }}
            data-testid={`${props.testId}-add`}
          >
            {props.addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** The row's remove button, named by the row's number for screen readers. */
export function RemoveRowButton({
  index,
  remove,
  children,
  ...rest
}: {
  index: number;
  remove: () => void;
  children?: ReactNode;
  "data-testid"?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      onClick={remove}
      aria-label={t("onboarding.wizard.removeRow", { number: index + 1 })}
      {...rest}
    >
      {children}
    </Button>
  );
}

/** A row of two fields and its remove button (languages, certificates): side by side on wide screens. */
export function TwoFieldRow(props: {
  testId: string;
  index: number;
  first: ReactNode;
  second: ReactNode;
  remove: RemoveRow;
}) {
  return (
    <Row gutter={12} align="bottom" data-testid={props.testId}>
      <Col xs={24} md={11}>
        {props.first}
      </Col>
      <Col xs={18} md={9}>
        {props.second}
      </Col>
      <Col xs={6} md={4}>
        {props.remove && (
          <Form.Item>
            <RemoveRowButton index={props.index} remove={props.remove} />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}
