import { Spin } from "antd";

export function FullPageSpin() {
  return (
    <div className="full-page-spin" data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
