import { useParams } from "react-router";
import { UserViewScreen } from "../features/users/components/UserViewScreen";

export function UserViewPage() {
  const { userId } = useParams();
  return <UserViewScreen userId={Number(userId)} />;
}
