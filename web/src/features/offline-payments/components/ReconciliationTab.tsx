import {
  OFFLINE_CHANNELS,
  OFFLINE_STATES,
  type OfflineChannel,
  type OfflineState,
  type ReconciliationItem,
} from "@school/contracts";
import { Button, Input, Modal, Result, Select, Skeleton, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { formatMinorMoney, formatTimestamp } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { toast } from "../../../ui/toast";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useUiLanguage } from "../../language";
import { useQueueDecisions, useQueueQuery } from "../hooks";
import type { QueueFilter } from "../offline-payments.api";
import { StateTag } from "./StateTag";
import "../texts";
import "../offline-payments.css";

/**
 * Finance → Reconciliation (decision 0160): the Kaspi, transfer and cash payments waiting for a staff member's word,
 * filtered by state (with each state's count) and channel; Confirm settles the payment as a card payment settles,
 * Reject asks for the reason the student reads.
 */
export default function ReconciliationTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QueueFilter & { state: OfflineState }>({ state: "awaiting_confirmation" });
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const change = (next: QueueFilter & { state: OfflineState }) => {
    setFilter(next);
    setPages([undefined]);
  };
  const first = useQueueQuery({ ...filter, before: pages[0] });
  const counts = first.data?.counts;
  const stateOptions = OFFLINE_STATES.map((state) => ({
    value: state,
    label: `${t(`offlinePayments.queue.states.${state}`)}${counts ? ` (${counts[state]})` : ""}`,
  }));
  return (
    <section className="reconciliation" aria-labelledby="reconciliation-title" data-testid="reconciliation">
      <h2 id="reconciliation-title" className="reconciliation__title">
        {t("offlinePayments.queue.title")}
      </h2>
      <div className="reconciliation__filters">
        <ScrollRegion label={t("offlinePayments.queue.state")} className="reconciliation__states">
          <Segmented<OfflineState>
            aria-label={t("offlinePayments.queue.state")}
            value={filter.state}
            onChange={(state) => change({ ...filter, state })}
            options={stateOptions}
            data-testid="reconciliation-state"
          />
        </ScrollRegion>
        <Select<OfflineChannel | "all">
          aria-label={t("offlinePayments.queue.channel")}
          value={filter.channel ?? "all"}
          onChange={(channel) => change({ ...filter, channel: channel === "all" ? undefined : channel })}
          options={[
            { value: "all", label: t("offlinePayments.queue.allChannels") },
            ...OFFLINE_CHANNELS.map((channel) => ({ value: channel, label: t(`offlinePayments.channels.${channel}`) })),
          ]}
          className="reconciliation__channel"
          data-testid="reconciliation-channel"
        />
      </div>
      {pages.map((before, index) => (
        <QueuePage
          key={before ?? "first"}
          filter={{ ...filter, before }}
          onMore={index === pages.length - 1 ? (cursor) => setPages([...pages, cursor]) : undefined}
        />
      ))}
    </section>
  );
}

function QueuePage({ filter, onMore }: { filter: QueueFilter; onMore?(cursor: number): void }) {
  const { t } = useTranslation();
  const page = useQueueQuery(filter);
  const isMobile = useIsMobile();
  if (page.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (page.isError) {
    return (
      <Result
        status="warning"
        title={t("offlinePayments.queue.loadFailed")}
        extra={<Button onClick={() => page.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  const { results, next_cursor } = page.data;
  return (
    <>
      {isMobile ? <QueueCards items={results} /> : <QueueTable items={results} />}
      {next_cursor !== null && onMore && (
        <Button onClick={() => onMore(next_cursor)} className="reconciliation__more">
          {t("offlinePayments.queue.more")}
        </Button>
      )}
    </>
  );
}

function useItemFormat() {
  const language = useUiLanguage();
  return {
    money: (item: ReconciliationItem) =>
      formatMinorMoney({ minor: item.amount_minor, currency: item.currency, language }),
    time: (iso: string | null) => (iso ? formatTimestamp(iso, language) : "—"),
  };
}

function QueueTable({ items }: { items: readonly ReconciliationItem[] }) {
  const { t } = useTranslation();
  const format = useItemFormat();
  const columns: TableColumnsType<ReconciliationItem> = [
    { key: "reference", title: t("offlinePayments.queue.reference"), render: (_, item) => item.reference },
    {
      key: "student",
      title: t("offlinePayments.queue.student"),
      render: (_, item) =>
        item.user_id ? <Link to={`/user/view/${item.user_id}`}>{item.user_name}</Link> : item.user_name,
    },
    { key: "purchase", title: t("offlinePayments.queue.purchase"), dataIndex: "title" },
    {
      key: "amount",
      title: t("offlinePayments.queue.amount"),
      render: (_, item) => <span className="money-cell">{format.money(item)}</span>,
    },
    {
      key: "channel",
      title: t("offlinePayments.queue.channel"),
      render: (_, item) => t(`offlinePayments.channels.${item.channel}`),
    },
    {
      key: "reported",
      title: t("offlinePayments.queue.reported"),
      render: (_, item) => (
        <>
          {format.time(item.reported_at)}
          {item.recorded_by_name && (
            <div className="reconciliation__by">
              {t("offlinePayments.queue.recordedBy", { name: item.recorded_by_name })}
            </div>
          )}
        </>
      ),
    },
    { key: "receipt", title: t("offlinePayments.queue.receipt"), render: (_, item) => <ReceiptLink item={item} /> },
    { key: "state", title: t("offlinePayments.queue.state"), render: (_, item) => <Decision item={item} /> },
    { key: "actions", title: t("offlinePayments.queue.actions"), render: (_, item) => <DecisionButtons item={item} /> },
  ];
  return (
    <ScrollRegion label={t("offlinePayments.queue.title")}>
      <Table<ReconciliationItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        locale={{ emptyText: t("offlinePayments.queue.empty") }}
        onRow={(item) =>
          ({ "data-testid": `reconciliation-row-${item.order_id}` }) as React.HTMLAttributes<HTMLElement>
        }
        data-testid="reconciliation-table"
      />
    </ScrollRegion>
  );
}

/** A phone: one card per payment, every fact under the other, the buttons full width. */
function QueueCards({ items }: { items: readonly ReconciliationItem[] }) {
  const { t } = useTranslation();
  const format = useItemFormat();
  if (items.length === 0) return <p className="reconciliation__empty">{t("offlinePayments.queue.empty")}</p>;
  return (
    <ul className="reconciliation__cards" data-testid="reconciliation-cards">
      {items.map((item) => (
        <li key={item.id} className="reconciliation__card" data-testid={`reconciliation-row-${item.order_id}`}>
          <div className="reconciliation__card-head">
            <strong>{item.user_name}</strong>
            <span className="money-cell">{format.money(item)}</span>
          </div>
          <div>
            {item.title} · {t(`offlinePayments.channels.${item.channel}`)} · {t("offlinePayments.queue.reference")}{" "}
            {item.reference}
          </div>
          <div>
            {t("offlinePayments.queue.reported")}: {format.time(item.reported_at)} <ReceiptLink item={item} />
          </div>
          <Decision item={item} />
          <DecisionButtons item={item} />
        </li>
      ))}
    </ul>
  );
}

function ReceiptLink({ item }: { item: ReconciliationItem }) {
  const { t } = useTranslation();
  if (!item.receipt_url) return <span aria-hidden="true">{t("offlinePayments.queue.noReceipt")}</span>;
  return (
    <a
      href={item.receipt_url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`reconciliation-receipt-${item.id}`}
    >
      {t("offlinePayments.queue.receiptLink")}
    </a>
  );
}

function Decision({ item }: { item: ReconciliationItem }) {
  const { t } = useTranslation();
  const format = useItemFormat();
  return (
    <div>
      <StateTag state={item.state} forStaff />
      {item.decided_at && (
        <div className="reconciliation__by">
          {t("offlinePayments.queue.decidedBy", { name: item.decided_by_name, date: format.time(item.decided_at) })}
        </div>
      )}
      {item.rejection_reason && <div className="reconciliation__by">{item.rejection_reason}</div>}
    </div>
  );
}

/** Confirm asks once more with the sum to look for; Reject asks for the reason the student will read. */
function DecisionButtons({ item }: { item: ReconciliationItem }) {
  const { t } = useTranslation();
  const format = useItemFormat();
  const { confirm, reject } = useQueueDecisions();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [modal, holder] = Modal.useModal();
  if (item.state === "confirmed" || item.state === "rejected") return null;
  const label = `${item.user_name}, ${format.money(item)}`;
  const askConfirm = () =>
    modal.confirm({
      title: t("offlinePayments.queue.confirmTitle"),
      content: t("offlinePayments.queue.confirmText", {
        amount: format.money(item),
        student: item.user_name,
        title: item.title,
      }),
      okText: t("offlinePayments.queue.confirm"),
      cancelText: t("common.cancel"),
      onOk: () =>
        confirm.mutateAsync(item.id).then(
          () => toast.success(t("offlinePayments.queue.confirmedToast")),
          (error: unknown) => toast.error(errorText(error, t)),
        ),
    });
  const sendReject = () =>
    reject.mutate(
      { id: item.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason("");
          toast.success(t("offlinePayments.queue.rejectedToast"));
        },
      },
    );
  return (
    <Space wrap>
      {holder}
      <Button
        type="primary"
        onClick={askConfirm}
        aria-label={`${t("offlinePayments.queue.confirm")}: ${label}`}
        data-testid={`reconciliation-confirm-${item.id}`}
      >
        {t("offlinePayments.queue.confirm")}
      </Button>
      <Button
        danger
        onClick={() => setRejecting(true)}
        aria-label={`${t("offlinePayments.queue.reject")}: ${label}`}
        data-testid={`reconciliation-reject-${item.id}`}
      >
        {t("offlinePayments.queue.reject")}
      </Button>
      <Modal
        open={rejecting}
        title={t("offlinePayments.queue.rejectTitle")}
        okText={t("offlinePayments.queue.reject")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true, disabled: reason.trim() === "", loading: reject.isPending }}
        onOk={sendReject}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <label htmlFor={`reject-reason-${item.id}`} className="reconciliation__reason-label">
          {t("offlinePayments.queue.reason")}
        </label>
        <Input.TextArea
          id={`reject-reason-${item.id}`}
          value={reason}
          maxLength={500}
          autoSize={{ minRows: 2 }}
          onChange={(event) => setReason(event.target.value)}
          data-testid="reconciliation-reason"
        />
        {reject.isError && <p role="alert">{errorText(reject.error, t)}</p>}
      </Modal>
    </Space>
  );
}
