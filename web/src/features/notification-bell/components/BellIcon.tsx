import { type IconProps, Svg } from "../../../ui/lite/icons/Svg";

/** A bell, drawn without Ant Design's icons (the header is on the first screen). */
export function BellIcon(props: IconProps) {
  return (
    <Svg
      paths={[
        "M512 64a48 48 0 0 0-48 48v26C338 160 256 262 256 384v256l-80 96v32h672v-32l-80-96V384c0-122-82-224-208-246v-26a48 48 0 0 0-48-48zM416 832a96 96 0 0 0 192 0z",
      ]}
      {...props}
    />
  );
}
