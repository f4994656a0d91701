export { MyFilesPage } from "../features/help/components/MyFilesPage";
