import { type IconProps, Svg } from "./Svg";

export function FolderIcon(props: IconProps) {
  return (
    <Svg
      paths={[
        "M880 298H521L404 186H144c-18 0-32 14-32 32v592c0 18 14 32 32 32h736c18 0 32-14 32-32V330c0-18-14-32-32-32zM840 768H184V256h188l120 114h348z",
      ]}
      {...props}
    />
  );
}
