-- The teacher's lists of handed-in answers across a school's programs (sort/, for_program/), the newest first.
CREATE INDEX "homeworks_school_created_idx" ON "homeworks" USING btree ("school_id","created_at","id");
