// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "./index.js";
import type { Route } from "./route.js";

export type { EndpointOf, Route } from "./route.js";

export const addCourseDocument = {
  method: "POST",
  path: "course/course/doc/{id}/",
  status: 201,
} as Route<typeof endpoints.addCourseDocument>;

export const addCourseStudent = {
  method: "POST",
  path: "course/course/add_std/{courseId}/",
  status: 201,
} as Route<typeof endpoints.addCourseStudent>;

export const addCourseTeacher = {
  method: "POST",
  path: "course/course/add_teacher/{courseId}/",
  status: 201,
} as Route<typeof endpoints.addCourseTeacher>;

export const addLanguage = {
  method: "POST",
  path: "user/mastered-language/",
  status: 201,
} as Route<typeof endpoints.addLanguage>;

export const addRequirementCertificate = {
  method: "POST",
  path: "course/course/requirement-certificates/",
  status: 201,
} as Route<typeof endpoints.addRequirementCertificate>;

export const addScheduleStudent = {
  method: "POST",
  path: "schedule/schedule/add/{userId}/",
} as Route<typeof endpoints.addScheduleStudent>;

export const addTeacherGroups = {
  method: "POST",
  path: "user/accounts/add_group_id_teacher/{teacherId}/",
} as Route<typeof endpoints.addTeacherGroups>;

export const addToFinalDocuments = {
  method: "POST",
  path: "course/course/add-to-final-doc/",
  status: 201,
} as Route<typeof endpoints.addToFinalDocuments>;

export const answersForProgram = {
  method: "GET",
  path: "course/homework/for_program/",
} as Route<typeof endpoints.answersForProgram>;

export const calendarFeed = {
  method: "GET",
  path: "schedule/ical/{token}",
  noJsonAnswer: true,
} as Route<typeof endpoints.calendarFeed>;

export const changePassword = {
  method: "POST",
  path: "user/accounts/change_password/",
} as Route<typeof endpoints.changePassword>;

export const checkEmail = {
  method: "GET",
  path: "check/email/",
} as Route<typeof endpoints.checkEmail>;

export const checkIelts = {
  method: "GET",
  path: "user/accounts/check-ielts/",
} as Route<typeof endpoints.checkIelts>;

export const checkNextPage = {
  method: "GET",
  path: "check/check_next_page/{a}/{b}/{c}/{d}/",
} as Route<typeof endpoints.checkNextPage>;

export const checkOtp = {
  method: "GET",
  path: "user/accounts/check_otp/",
} as Route<typeof endpoints.checkOtp>;

export const checkPayment = {
  method: "GET",
  path: "check/check_payment/",
} as Route<typeof endpoints.checkPayment>;

export const checkTolc = {
  method: "GET",
  path: "user/accounts/check-tolc/",
} as Route<typeof endpoints.checkTolc>;

export const copyCourseToUser = {
  method: "POST",
  path: "course/group/copy_course/{courseId}/{userId}/",
} as Route<typeof endpoints.copyCourseToUser>;

export const copyLesson = {
  method: "POST",
  path: "course/lesson/copy/",
  status: 201,
} as Route<typeof endpoints.copyLesson>;

export const countStatuses = {
  method: "GET",
  path: "course/status-program/count/",
} as Route<typeof endpoints.countStatuses>;

export const countWorkActs = {
  method: "GET",
  path: "user/accounts/avr/count/",
} as Route<typeof endpoints.countWorkActs>;

export const createCertificate = {
  method: "POST",
  path: "user/certificate/create/",
  status: 201,
} as Route<typeof endpoints.createCertificate>;

export const createComment = {
  method: "POST",
  path: "user/accounts/comment_create/",
  status: 201,
} as Route<typeof endpoints.createComment>;

export const createCourse = {
  method: "POST",
  path: "course/course/create/",
  status: 201,
} as Route<typeof endpoints.createCourse>;

export const createEducation = {
  method: "POST",
  path: "user/education/create/",
  status: 201,
} as Route<typeof endpoints.createEducation>;

export const createExam = {
  method: "POST",
  path: "user/accounts/ielts/",
  status: 201,
} as Route<typeof endpoints.createExam>;

export const createExerciseList = {
  method: "POST",
  path: "course/ex/create_ex_lst/",
  status: 201,
} as Route<typeof endpoints.createExerciseList>;

export const createGroup = {
  method: "POST",
  path: "course/group/create/",
  status: 201,
} as Route<typeof endpoints.createGroup>;

export const createLesson = {
  method: "POST",
  path: "course/lesson/create/",
  status: 201,
} as Route<typeof endpoints.createLesson>;

export const createPaymentTranche = {
  method: "POST",
  path: "user/accounts/payment-tranche/",
  status: 201,
} as Route<typeof endpoints.createPaymentTranche>;

export const createRound = {
  method: "POST",
  path: "course/course/set_filter/",
  status: 201,
} as Route<typeof endpoints.createRound>;

export const createScheduleLessons = {
  method: "POST",
  path: "schedule/schedule/create/",
  status: 201,
} as Route<typeof endpoints.createScheduleLessons>;

export const createTask = {
  method: "POST",
  path: "course/ex/create/",
  status: 201,
} as Route<typeof endpoints.createTask>;

export const createWorkAct = {
  method: "POST",
  path: "user/accounts/avr/",
  status: 201,
} as Route<typeof endpoints.createWorkAct>;

export const createWorkDay = {
  method: "POST",
  path: "schedule/work-day/create/",
  status: 201,
} as Route<typeof endpoints.createWorkDay>;

export const deleteAnswer = {
  method: "DELETE",
  path: "course/homework/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteAnswer>;

export const deleteAnswerFile = {
  method: "POST",
  path: "course/homework/delete-file/",
} as Route<typeof endpoints.deleteAnswerFile>;

export const deleteApplicationStatus = {
  method: "DELETE",
  path: "course/course/status/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteApplicationStatus>;

export const deleteAvatar = {
  method: "DELETE",
  path: "user/accounts/delete_avatar_profile/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteAvatar>;

export const deleteCertificate = {
  method: "DELETE",
  path: "user/certificate/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteCertificate>;

export const deleteCourse = {
  method: "DELETE",
  path: "course/course/destroy/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteCourse>;

export const deleteEducation = {
  method: "DELETE",
  path: "user/education/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteEducation>;

export const deleteExam = {
  method: "DELETE",
  path: "user/accounts/ielts/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteExam>;

export const deleteExerciseList = {
  method: "DELETE",
  path: "course/ex/delete_ex_lst/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteExerciseList>;

export const deleteGroup = {
  method: "DELETE",
  path: "course/group/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteGroup>;

export const deleteLanguage = {
  method: "DELETE",
  path: "user/mastered-language/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteLanguage>;

export const deleteLesson = {
  method: "DELETE",
  path: "course/lesson/destroy/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteLesson>;

export const deletePaymentTranche = {
  method: "DELETE",
  path: "user/accounts/payment-tranche/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deletePaymentTranche>;

export const deleteProgramFile = {
  method: "DELETE",
  path: "course/course/program-files/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteProgramFile>;

export const deleteRequirementCertificate = {
  method: "DELETE",
  path: "course/course/requirement-certificates/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteRequirementCertificate>;

export const deleteRound = {
  method: "DELETE",
  path: "course/course/delete_filter/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteRound>;

export const deleteScheduleLessons = {
  method: "POST",
  path: "schedule/schedule/delete/",
} as Route<typeof endpoints.deleteScheduleLessons>;

export const deleteStudentDocument = {
  method: "DELETE",
  path: "user/accounts/delete_doc/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteStudentDocument>;

export const deleteTask = {
  method: "DELETE",
  path: "course/ex/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteTask>;

export const deleteUser = {
  method: "DELETE",
  path: "user/accounts/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteUser>;

export const deleteWorkAct = {
  method: "DELETE",
  path: "user/accounts/avr/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteWorkAct>;

export const deleteWorkDay = {
  method: "DELETE",
  path: "schedule/work-day/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteWorkDay>;

export const eraseStudentData = {
  method: "POST",
  path: "user/accounts/erase/{id}/",
} as Route<typeof endpoints.eraseStudentData>;

export const exportStudentData = {
  method: "GET",
  path: "user/accounts/export/{id}/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportStudentData>;

export const exportUsers = {
  method: "GET",
  path: "user/accounts/list/export/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportUsers>;

export const filterTeachers = {
  method: "GET",
  path: "schedule/schedule/filter_teachers/",
} as Route<typeof endpoints.filterTeachers>;

export const generateOtp = {
  method: "POST",
  path: "user/accounts/generate_otp/",
} as Route<typeof endpoints.generateOtp>;

export const getApostilleChecks = {
  method: "GET",
  path: "user/communicate/apostille/",
} as Route<typeof endpoints.getApostilleChecks>;

export const getApplicationProgress = {
  method: "GET",
  path: "user/accounts/application-progress/{id}/",
} as Route<typeof endpoints.getApplicationProgress>;

export const getAvatar = {
  method: "GET",
  path: "user/accounts/get_avatar_profile/{id}/",
} as Route<typeof endpoints.getAvatar>;

export const getBalance = {
  method: "GET",
  path: "user/accounts/balance/",
} as Route<typeof endpoints.getBalance>;

export const getBotStats = {
  method: "GET",
  path: "user/stats/bot-stats/",
} as Route<typeof endpoints.getBotStats>;

export const getCalendarFeed = {
  method: "GET",
  path: "schedule/ical/",
} as Route<typeof endpoints.getCalendarFeed>;

export const getCatalogMaxPrice = {
  method: "GET",
  path: "course/course/get_max_price/",
} as Route<typeof endpoints.getCatalogMaxPrice>;

export const getCertificate = {
  method: "GET",
  path: "user/certificate/detail/{id}/",
} as Route<typeof endpoints.getCertificate>;

export const getChatCode = {
  method: "GET",
  path: "user/accounts/code/",
} as Route<typeof endpoints.getChatCode>;

export const getCourse = {
  method: "GET",
  path: "course/course/detail/{id}/",
} as Route<typeof endpoints.getCourse>;

export const getCourseForEditing = {
  method: "GET",
  path: "course/course/get_detail_course/{id}/",
} as Route<typeof endpoints.getCourseForEditing>;

export const getCourseLessons = {
  method: "GET",
  path: "course/lesson/get_lesson_in_course_p/{id}/",
} as Route<typeof endpoints.getCourseLessons>;

export const getCourseTracker = {
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/",
} as Route<typeof endpoints.getCourseTracker>;

export const getDdv = {
  method: "GET",
  path: "user/communicate/ddv/",
} as Route<typeof endpoints.getDdv>;

export const getEducation = {
  method: "GET",
  path: "user/education/detail/{id}/",
} as Route<typeof endpoints.getEducation>;

export const getExerciseListTasks = {
  method: "GET",
  path: "course/ex/get_ex_in_ex_lst/{id}/",
} as Route<typeof endpoints.getExerciseListTasks>;

export const getExerciseListTracker = {
  method: "GET",
  path: "course/ex/get_ex_list_tracker/{id}/",
} as Route<typeof endpoints.getExerciseListTracker>;

export const getFinanceChecks = {
  method: "GET",
  path: "user/communicate/finance/",
} as Route<typeof endpoints.getFinanceChecks>;

export const getGroup = {
  method: "GET",
  path: "course/group/detail_group/{id}/",
} as Route<typeof endpoints.getGroup>;

export const getGuestCourse = {
  method: "GET",
  path: "course/course/guest_course/{id}/",
} as Route<typeof endpoints.getGuestCourse>;

export const getGuestSchoolInfo = {
  method: "GET",
  path: "user/school/guest-info-school/",
} as Route<typeof endpoints.getGuestSchoolInfo>;

export const getLesson = {
  method: "GET",
  path: "course/lesson/get_detail_lesson/{id}/",
} as Route<typeof endpoints.getLesson>;

export const getListAnswers = {
  method: "GET",
  path: "course/homework/get_ans_homework/{taskId}/{exListId}/",
} as Route<typeof endpoints.getListAnswers>;

export const getMailingAudience = {
  method: "GET",
  path: "user/accounts/mailing_users/",
} as Route<typeof endpoints.getMailingAudience>;

export const getOwnProfile = {
  method: "GET",
  path: "user/accounts/get_user_profile/",
} as Route<typeof endpoints.getOwnProfile>;

export const getOwnSchool = {
  method: "GET",
  path: "user/school/detail/",
} as Route<typeof endpoints.getOwnSchool>;

export const getRecordSelectors = {
  method: "GET",
  path: "user/selectors/",
} as Route<typeof endpoints.getRecordSelectors>;

export const getRequirementOptions = {
  method: "GET",
  path: "course/course/requirements/",
} as Route<typeof endpoints.getRequirementOptions>;

export const getScheduleLesson = {
  method: "GET",
  path: "schedule/schedule/detail/{id}/",
} as Route<typeof endpoints.getScheduleLesson>;

export const getSchoolCurrency = {
  method: "GET",
  path: "user/school/currency/code/",
} as Route<typeof endpoints.getSchoolCurrency>;

export const getSchoolLogo = {
  method: "GET",
  path: "user/school/get_logo/",
} as Route<typeof endpoints.getSchoolLogo>;

export const getStudentCard = {
  method: "GET",
  path: "user/accounts/get_user_by_id/{id}/",
} as Route<typeof endpoints.getStudentCard>;

export const getStudentChecklist = {
  method: "GET",
  path: "user/accounts/checklist/{id}/",
} as Route<typeof endpoints.getStudentChecklist>;

export const getStudentCourseTracker = {
  method: "GET",
  path: "course/ex/get_course_tracker/{id}/{id2}/",
} as Route<typeof endpoints.getStudentCourseTracker>;

export const getTaskBoard = {
  method: "GET",
  path: "course/board/{exerciseId}/{studentId}/",
} as Route<typeof endpoints.getTaskBoard>;

export const getUserProfile = {
  method: "GET",
  path: "user/accounts/get_profile/{id}/",
} as Route<typeof endpoints.getUserProfile>;

export const getWorkTime = {
  method: "GET",
  path: "schedule/work-day/get_work_time/",
} as Route<typeof endpoints.getWorkTime>;

export const gradeAnswer = {
  method: "PATCH",
  path: "course/homework/grade/{id}/",
} as Route<typeof endpoints.gradeAnswer>;

export const importStudents = {
  method: "POST",
  path: "user/accounts/import/",
  multipart: true,
} as Route<typeof endpoints.importStudents>;

export const listAdmins = {
  method: "GET",
  path: "user/accounts/admins-list/",
} as Route<typeof endpoints.listAdmins>;

export const listApplicationStatuses = {
  method: "GET",
  path: "course/course/status/",
} as Route<typeof endpoints.listApplicationStatuses>;

export const listCertificates = {
  method: "GET",
  path: "user/certificate/list/",
} as Route<typeof endpoints.listCertificates>;

export const listComments = {
  method: "GET",
  path: "user/accounts/comment_list/{id}/",
} as Route<typeof endpoints.listComments>;

export const listCommunications = {
  method: "GET",
  path: "user/accounts/communication_list/{id}/",
} as Route<typeof endpoints.listCommunications>;

export const listCountries = {
  method: "GET",
  path: "user/accounts/country_list/",
} as Route<typeof endpoints.listCountries>;

export const listCourseTeachers = {
  method: "GET",
  path: "schedule/schedule/teacher_in_course/{id}/",
} as Route<typeof endpoints.listCourseTeachers>;

export const listCurrencies = {
  method: "GET",
  path: "user/school/currency/list/",
} as Route<typeof endpoints.listCurrencies>;

export const listDegrees = {
  method: "GET",
  path: "user/accounts/degree_list/",
} as Route<typeof endpoints.listDegrees>;

export const listEducations = {
  method: "GET",
  path: "user/education/list/",
} as Route<typeof endpoints.listEducations>;

export const listEligiblePrograms = {
  method: "GET",
  path: "course/course/eligible/",
} as Route<typeof endpoints.listEligiblePrograms>;

export const listEligibleStudents = {
  method: "GET",
  path: "course/course/eligible-students/{id}/",
} as Route<typeof endpoints.listEligibleStudents>;

export const listExams = {
  method: "GET",
  path: "user/accounts/ielts/",
} as Route<typeof endpoints.listExams>;

export const listExerciseTasks = {
  method: "GET",
  path: "course/course/get_task_with_ex_list_id/{id}/",
} as Route<typeof endpoints.listExerciseTasks>;

export const listGroupSchedule = {
  method: "GET",
  path: "schedule/schedule/list_manager_group/{id}/",
} as Route<typeof endpoints.listGroupSchedule>;

export const listGroupTeacherChoices = {
  method: "GET",
  path: "user/accounts/list_teacher_group_create/",
} as Route<typeof endpoints.listGroupTeacherChoices>;

export const listGroupUsers = {
  method: "GET",
  path: "course/group/list_users/{schoolId}/",
} as Route<typeof endpoints.listGroupUsers>;

export const listGuestCatalog = {
  method: "GET",
  path: "course/course/guest_course_in_catalog/",
} as Route<typeof endpoints.listGuestCatalog>;

export const listIeltsTeachers = {
  method: "GET",
  path: "user/accounts/ielts/teachers/",
} as Route<typeof endpoints.listIeltsTeachers>;

export const listLanguages = {
  method: "GET",
  path: "user/mastered-language/",
} as Route<typeof endpoints.listLanguages>;

export const listLessonCounts = {
  method: "GET",
  path: "course/course/list_count_lesson/{userId}/",
} as Route<typeof endpoints.listLessonCounts>;

export const listLessonExerciseLists = {
  method: "GET",
  path: "course/ex/lst/{id}/",
} as Route<typeof endpoints.listLessonExerciseLists>;

export const listMailingRecipients = {
  method: "GET",
  path: "user/accounts/list_mailing_users/",
} as Route<typeof endpoints.listMailingRecipients>;

export const listMyCourses = {
  method: "GET",
  path: "course/course/my/",
} as Route<typeof endpoints.listMyCourses>;

export const listMyFiles = {
  method: "GET",
  path: "user/accounts/my-files/",
} as Route<typeof endpoints.listMyFiles>;

export const listNewResults = {
  method: "GET",
  path: "course/homework/get_new_result_ex/{id}/",
} as Route<typeof endpoints.listNewResults>;

export const listPackages = {
  method: "GET",
  path: "user/accounts/package_list/",
} as Route<typeof endpoints.listPackages>;

export const listPaidCourses = {
  method: "GET",
  path: "course/course/get_course_pay/",
} as Route<typeof endpoints.listPaidCourses>;

export const listPaymentTranches = {
  method: "GET",
  path: "user/accounts/payment-tranche/",
} as Route<typeof endpoints.listPaymentTranches>;

export const listPersonalDataAudit = {
  method: "GET",
  path: "user/accounts/audit-log/{id}/",
} as Route<typeof endpoints.listPersonalDataAudit>;

export const listProgramFileLog = {
  method: "GET",
  path: "course/course/log-program-files/",
} as Route<typeof endpoints.listProgramFileLog>;

export const listProgramFiles = {
  method: "GET",
  path: "course/course/program-files/",
} as Route<typeof endpoints.listProgramFiles>;

export const listProgramGroups = {
  method: "GET",
  path: "course/course/get_group/{courseId}/",
} as Route<typeof endpoints.listProgramGroups>;

export const listProgramLessons = {
  method: "GET",
  path: "course/lesson/{courseId}/list_lesson/",
} as Route<typeof endpoints.listProgramLessons>;

export const listProgramUsers = {
  method: "GET",
  path: "user/accounts/list_user_pay_courses_in_school/{schoolId}/{courseId}/",
} as Route<typeof endpoints.listProgramUsers>;

export const listResponsibleAbroad = {
  method: "GET",
  path: "user/accounts/responsible-abroad/",
} as Route<typeof endpoints.listResponsibleAbroad>;

export const listRounds = {
  method: "GET",
  path: "course/course/get_filter/",
} as Route<typeof endpoints.listRounds>;

export const listSchedule = {
  method: "GET",
  path: "schedule/schedule/list/",
} as Route<typeof endpoints.listSchedule>;

export const listSchoolCatalog = {
  method: "GET",
  path: "course/course/catalog/{schoolId}/",
} as Route<typeof endpoints.listSchoolCatalog>;

export const listSchoolGroups = {
  method: "GET",
  path: "course/group/list/{schoolId}/",
} as Route<typeof endpoints.listSchoolGroups>;

export const listSchoolPrograms = {
  method: "GET",
  path: "course/course/list/{school}/",
} as Route<typeof endpoints.listSchoolPrograms>;

export const listSellerStudents = {
  method: "GET",
  path: "user/accounts/sellers/{id}/",
} as Route<typeof endpoints.listSellerStudents>;

export const listStaffDuties = {
  method: "GET",
  path: "user/accounts/duties/",
} as Route<typeof endpoints.listStaffDuties>;

export const listStudentCourseFiles = {
  method: "GET",
  path: "user/accounts/get_all_files/{studentId}/{courseId}/",
} as Route<typeof endpoints.listStudentCourseFiles>;

export const listStudentDocuments = {
  method: "GET",
  path: "user/accounts/upload_doc/{id}/",
} as Route<typeof endpoints.listStudentDocuments>;

export const listStudentFiles = {
  method: "GET",
  path: "user/accounts/get_all_files/{id}/",
} as Route<typeof endpoints.listStudentFiles>;

export const listStudentResults = {
  method: "GET",
  path: "course/homework/get_std_gr/{id}/",
} as Route<typeof endpoints.listStudentResults>;

export const listStudentSchedule = {
  method: "GET",
  path: "schedule/schedule/list_manager_student/{userId}/",
} as Route<typeof endpoints.listStudentSchedule>;

export const listStudents = {
  method: "GET",
  path: "user/accounts/students_list/",
} as Route<typeof endpoints.listStudents>;

export const listTeacherGroups = {
  method: "GET",
  path: "course/group/list_teacher_group/{id}/",
} as Route<typeof endpoints.listTeacherGroups>;

export const listTeacherPrograms = {
  method: "GET",
  path: "user/accounts/list_group_teacher/{id}/",
} as Route<typeof endpoints.listTeacherPrograms>;

export const listTeachers = {
  method: "GET",
  path: "user/accounts/get_all_teacher/",
} as Route<typeof endpoints.listTeachers>;

export const listUserGroups = {
  method: "GET",
  path: "user/group/get_user_group/{id}/",
} as Route<typeof endpoints.listUserGroups>;

export const listUsers = {
  method: "GET",
  path: "user/accounts/list/",
} as Route<typeof endpoints.listUsers>;

export const listWorkActs = {
  method: "GET",
  path: "user/accounts/avr/",
} as Route<typeof endpoints.listWorkActs>;

export const listWorkDays = {
  method: "GET",
  path: "schedule/work-day/list/{id}/",
} as Route<typeof endpoints.listWorkDays>;

export const login = {
  method: "POST",
  path: "user/accounts/login/",
} as Route<typeof endpoints.login>;

export const logout = {
  method: "POST",
  path: "user/accounts/logout/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.logout>;

export const managerCreateUser = {
  method: "POST",
  path: "user/accounts/manager_create/",
  status: 201,
} as Route<typeof endpoints.managerCreateUser>;

export const managerUpdateUser = {
  method: "PATCH",
  path: "user/accounts/manager_update/{id}/",
} as Route<typeof endpoints.managerUpdateUser>;

export const markFirstVisit = {
  method: "POST",
  path: "user/accounts/first_visit/",
} as Route<typeof endpoints.markFirstVisit>;

export const moveGroupStudents = {
  method: "POST",
  path: "course/group/update_courses/",
} as Route<typeof endpoints.moveGroupStudents>;

export const postScheduleStatus = {
  method: "POST",
  path: "schedule/schedule/post_status/{scheduleId}/",
} as Route<typeof endpoints.postScheduleStatus>;

export const programProgressReport = {
  method: "GET",
  path: "schedule/report/progress_course/",
} as Route<typeof endpoints.programProgressReport>;

export const refreshSession = {
  method: "POST",
  path: "user/accounts/refresh/",
} as Route<typeof endpoints.refreshSession>;

export const register = {
  method: "POST",
  path: "user/accounts/create/",
  status: 201,
} as Route<typeof endpoints.register>;

export const removeCourseStudent = {
  method: "DELETE",
  path: "course/course/delete_student_in_course/{courseId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeCourseStudent>;

export const removeCourseTeacher = {
  method: "DELETE",
  path: "course/course/delete_teacher/{courseId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeCourseTeacher>;

export const removeGroupStudent = {
  method: "DELETE",
  path: "course/group/delete_std/{groupId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeGroupStudent>;

export const removeTeacherGroup = {
  method: "GET",
  path: "user/accounts/delete_group_teacher/{a}/{b}/",
} as Route<typeof endpoints.removeTeacherGroup>;

export const renewCalendarFeed = {
  method: "POST",
  path: "schedule/ical/",
} as Route<typeof endpoints.renewCalendarFeed>;

export const reorderLessons = {
  method: "POST",
  path: "course/lesson/update_lessons/",
} as Route<typeof endpoints.reorderLessons>;

export const replaceAvatar = {
  method: "PUT",
  path: "user/accounts/update_avatar_profile/{id}/",
  multipart: true,
} as Route<typeof endpoints.replaceAvatar>;

export const resetAttempt = {
  method: "POST",
  path: "course/ex/reset/{exListId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.resetAttempt>;

export const resetScheduleStatus = {
  method: "POST",
  path: "schedule/schedule/cancel_status/{id}/",
} as Route<typeof endpoints.resetScheduleStatus>;

export const retakeAttempt = {
  method: "POST",
  path: "course/ex/retake/{exListId}/",
} as Route<typeof endpoints.retakeAttempt>;

export const revokeCalendarFeed = {
  method: "DELETE",
  path: "schedule/ical/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.revokeCalendarFeed>;

export const saveAnswer = {
  method: "POST",
  path: "course/homework/create/",
} as Route<typeof endpoints.saveAnswer>;

export const saveTaskBoard = {
  method: "PUT",
  path: "course/board/{exerciseId}/{studentId}/",
} as Route<typeof endpoints.saveTaskBoard>;

export const searchLessons = {
  method: "GET",
  path: "course/lesson/all/",
} as Route<typeof endpoints.searchLessons>;

export const searchStudentEducations = {
  method: "GET",
  path: "course/course/education/",
} as Route<typeof endpoints.searchStudentEducations>;

export const searchStudentLanguages = {
  method: "GET",
  path: "course/course/knowledge_language/",
} as Route<typeof endpoints.searchStudentLanguages>;

export const sendLessonReport = {
  method: "POST",
  path: "course/lesson/send_report_student/",
} as Route<typeof endpoints.sendLessonReport>;

export const sendResetLink = {
  method: "POST",
  path: "user/accounts/send_link_reset/",
} as Route<typeof endpoints.sendResetLink>;

export const setApostilleChecks = {
  method: "POST",
  path: "user/communicate/apostille/",
} as Route<typeof endpoints.setApostilleChecks>;

export const setApplicationStatus = {
  method: "POST",
  path: "course/course/status/",
} as Route<typeof endpoints.setApplicationStatus>;

export const setDdv = {
  method: "POST",
  path: "user/communicate/ddv/",
} as Route<typeof endpoints.setDdv>;

export const setFinanceChecks = {
  method: "POST",
  path: "user/communicate/finance/",
} as Route<typeof endpoints.setFinanceChecks>;

export const setPassword = {
  method: "POST",
  path: "user/accounts/set_password/",
} as Route<typeof endpoints.setPassword>;

export const sortAnswers = {
  method: "GET",
  path: "course/homework/sort/",
} as Route<typeof endpoints.sortAnswers>;

export const startAttempt = {
  method: "POST",
  path: "course/ex/start/{exListId}/",
} as Route<typeof endpoints.startAttempt>;

export const statusPipeline = {
  method: "GET",
  path: "course/status-program/board/",
} as Route<typeof endpoints.statusPipeline>;

export const statusStatsEndpoint = {
  method: "GET",
  path: "course/status-program/stats/",
} as Route<typeof endpoints.statusStatsEndpoint>;

export const statusStepsEndpoint = {
  method: "GET",
  path: "course/status-program/steps/",
} as Route<typeof endpoints.statusStepsEndpoint>;

export const statusTotals = {
  method: "GET",
  path: "course/status-program/get-status/",
} as Route<typeof endpoints.statusTotals>;

export const statusUsersEndpoint = {
  method: "GET",
  path: "course/status-program/users/",
} as Route<typeof endpoints.statusUsersEndpoint>;

export const studentHomeworkReport = {
  method: "GET",
  path: "schedule/report/student_homework/",
} as Route<typeof endpoints.studentHomeworkReport>;

export const studentLessonCountReport = {
  method: "GET",
  path: "schedule/report/report_student_count_lesson/",
} as Route<typeof endpoints.studentLessonCountReport>;

export const studentLessonsAndHomeworkReport = {
  method: "GET",
  path: "schedule/report/report_student/",
} as Route<typeof endpoints.studentLessonsAndHomeworkReport>;

export const studentLessonsReport = {
  method: "GET",
  path: "schedule/report/teacher_report_page/",
} as Route<typeof endpoints.studentLessonsReport>;

export const studentProgressReport = {
  method: "GET",
  path: "schedule/report/student_progress/{courseId}/",
} as Route<typeof endpoints.studentProgressReport>;

export const studentTeachersReport = {
  method: "GET",
  path: "schedule/report/page_report_teacher/",
} as Route<typeof endpoints.studentTeachersReport>;

export const submitAttempt = {
  method: "POST",
  path: "course/ex/submit/{exListId}/",
} as Route<typeof endpoints.submitAttempt>;

export const summaryByMonthReport = {
  method: "GET",
  path: "schedule/report/mv/",
} as Route<typeof endpoints.summaryByMonthReport>;

export const summaryByProgramReport = {
  method: "GET",
  path: "schedule/report/mv2/",
} as Route<typeof endpoints.summaryByProgramReport>;

export const summaryByTypeReport = {
  method: "GET",
  path: "schedule/report/mv1/",
} as Route<typeof endpoints.summaryByTypeReport>;

export const teacherLessonsReport = {
  method: "GET",
  path: "schedule/report/teacher/",
} as Route<typeof endpoints.teacherLessonsReport>;

export const teacherMonthsReport = {
  method: "GET",
  path: "schedule/report/teacher_report/",
} as Route<typeof endpoints.teacherMonthsReport>;

export const teacherRelationReport = {
  method: "GET",
  path: "schedule/report/report_teacher_relation/",
} as Route<typeof endpoints.teacherRelationReport>;

export const updateCertificate = {
  method: "PATCH",
  path: "user/certificate/update/{id}/",
} as Route<typeof endpoints.updateCertificate>;

export const updateCourse = {
  method: "PATCH",
  path: "course/course/update/{id}/",
} as Route<typeof endpoints.updateCourse>;

export const updateEducation = {
  method: "PATCH",
  path: "user/education/update/{id}/",
} as Route<typeof endpoints.updateEducation>;

export const updateExam = {
  method: "PUT",
  path: "user/accounts/ielts-update/{id}/",
} as Route<typeof endpoints.updateExam>;

export const updateExerciseList = {
  method: "PATCH",
  path: "course/ex/update_ex_lst/{id}/",
} as Route<typeof endpoints.updateExerciseList>;

export const updateGroup = {
  method: "PATCH",
  path: "course/group/update_group/{id}/",
} as Route<typeof endpoints.updateGroup>;

export const updateLesson = {
  method: "PATCH",
  path: "course/lesson/update/{id}/",
} as Route<typeof endpoints.updateLesson>;

export const updatePaymentTranche = {
  method: "PATCH",
  path: "user/accounts/payment-tranche/{id}/",
} as Route<typeof endpoints.updatePaymentTranche>;

export const updateProfile = {
  method: "PATCH",
  path: "user/accounts/update_profile/{id}/",
} as Route<typeof endpoints.updateProfile>;

export const updateRequirementCertificate = {
  method: "PATCH",
  path: "course/course/requirement-certificates/{id}/",
} as Route<typeof endpoints.updateRequirementCertificate>;

export const updateRound = {
  method: "PATCH",
  path: "course/course/update_filter/{id}/",
} as Route<typeof endpoints.updateRound>;

export const updateScheduleSettings = {
  method: "PATCH",
  path: "user/school/schedule_settings/",
} as Route<typeof endpoints.updateScheduleSettings>;

export const updateSchool = {
  method: "PUT",
  path: "user/school/update/",
  multipart: true,
} as Route<typeof endpoints.updateSchool>;

export const updateTask = {
  method: "PATCH",
  path: "course/ex/update/{id}/",
} as Route<typeof endpoints.updateTask>;

export const updateTaskFile = {
  method: "PATCH",
  path: "course/ex/update_file/{id}/",
  multipart: true,
} as Route<typeof endpoints.updateTaskFile>;

export const updateTaskWithFile = {
  method: "PATCH",
  path: "course/ex/update_ex_file/{id}/",
  multipart: true,
} as Route<typeof endpoints.updateTaskWithFile>;

export const updateWorkDay = {
  method: "PATCH",
  path: "schedule/work-day/update/{id}/",
} as Route<typeof endpoints.updateWorkDay>;

export const uploadAnswerFile = {
  method: "POST",
  path: "course/homework/upload/{taskId}/",
  multipart: true,
} as Route<typeof endpoints.uploadAnswerFile>;

export const uploadAvatar = {
  method: "PATCH",
  path: "user/accounts/upload_avatar/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadAvatar>;

export const uploadCourseImage = {
  method: "PATCH",
  path: "course/course/upload_posters/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadCourseImage>;

export const uploadLessonVideo = {
  method: "PATCH",
  path: "course/lesson/upload_video/{id}/",
  multipart: true,
} as Route<typeof endpoints.uploadLessonVideo>;

export const uploadStudentDocument = {
  method: "POST",
  path: "user/accounts/upload_doc/{id}/",
  status: 201,
  multipart: true,
} as Route<typeof endpoints.uploadStudentDocument>;

export const uploadTaskWithFile = {
  method: "POST",
  path: "course/ex/ex_file_upload/",
  status: 201,
  multipart: true,
} as Route<typeof endpoints.uploadTaskWithFile>;

/** Per dictionary kind: list, create, rename and delete its entries. */
export const DICTIONARY_ROUTES = {
  tag: {
    listEntries: {
      method: "GET",
      path: "course/tag/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/tag/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/tag/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/tag/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["tag"]["deleteEntry"]>,
  },
  degree: {
    listEntries: {
      method: "GET",
      path: "course/degree/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/degree/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/degree/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/degree/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["degree"]["deleteEntry"]>,
  },
  format: {
    listEntries: {
      method: "GET",
      path: "course/format/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/format/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/format/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/format/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["format"]["deleteEntry"]>,
  },
  univer: {
    listEntries: {
      method: "GET",
      path: "course/univer/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/univer/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/univer/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/univer/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univer"]["deleteEntry"]>,
  },
  spec: {
    listEntries: {
      method: "GET",
      path: "course/spec/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/spec/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/spec/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/spec/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["spec"]["deleteEntry"]>,
  },
  city: {
    listEntries: {
      method: "GET",
      path: "course/city/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/city/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/city/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/city/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["city"]["deleteEntry"]>,
  },
  univerTag: {
    listEntries: {
      method: "GET",
      path: "course/univer-tag/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["listEntries"]>,
    createEntry: {
      method: "POST",
      path: "course/univer-tag/",
      status: 201,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["createEntry"]>,
    renameEntry: {
      method: "PATCH",
      path: "course/univer-tag/update/{id}/",
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["renameEntry"]>,
    deleteEntry: {
      method: "DELETE",
      path: "course/univer-tag/delete/{id}/",
      status: 204,
      noJsonAnswer: true,
    } as Route<(typeof endpoints.DICTIONARY_ENDPOINTS)["univerTag"]["deleteEntry"]>,
  },
};
