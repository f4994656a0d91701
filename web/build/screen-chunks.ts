/**
 * The interface library's packages: Ant Design, the rc-components it is built from, its icons and style runtime, and
 * the small packages only they use.
 */
export const UI_PACKAGES =
  /[\\/]node_modules[\\/](antd|@rc-component[\\/][^\\/]+|@ant-design[\\/][^\\/]+|@babel[\\/]runtime|stylis|@emotion[\\/][^\\/]+|dayjs|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|toggle-selection|copy-to-clipboard|resize-observer-polyfill)[\\/]/;

/**
 * A library module shared by at least this many of the build's entries (each screen, each lazily loaded part) goes
 * into `ui-common`, the controls nearly every screen draws with; the rest stays split by the bundler, by the set of
 * entries that use it. The bundler alone cut the library into 50 to 100 files of a kilobyte or two a screen, each a
 * round trip on a phone's link. Chosen from measurements (decision 0173): at 20 the common file is 290 KB gzipped
 * and every screen carries it; at 40, 120 KB, and the 48 signed-in screens start with 2,506 files in all instead of
 * 4,445 for the same bytes; at 55, 60 KB and 3,617 files; from 70 no module is shared that widely. A grouping by
 * component family cost every screen 15 to 70 KB more (a family's file holds parts only other screens use).
 */
export const UI_COMMON_SHARE = 40;

/**
 * `ui-common` cut in three files along the library's layers: its style runtime, theme and helpers; the rc-components
 * its controls are built from; the controls. Compiling the one file took a phone 120 ms in one task, which the page's
 * takeover waited for; three files of about 60 KB gzipped each are compiled a task apiece (decision 0177).
 */
export const UI_COMMON_LAYERS: { name: string; test: RegExp }[] = [
  {
    name: "ui-core",
    test: /[\\/]node_modules[\\/](@ant-design[\\/][^\\/]+|@babel[\\/]runtime|stylis|@emotion[\\/][^\\/]+|react-is|classnames|clsx|antd[\\/]es[\\/](theme|style|_util|config-provider|locale))[\\/]/,
  },
  { name: "ui-parts", test: /[\\/]node_modules[\\/]@rc-component[\\/]/ },
  { name: "ui-common", test: UI_PACKAGES },
];
