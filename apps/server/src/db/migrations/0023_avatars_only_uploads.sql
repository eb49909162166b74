-- An avatar is one of the user's own uploads, kept as `/uploads/<name>` (issue 31). One saved as the
-- full address of an upload keeps its path; any other (another user's upload, a picture elsewhere that
-- could track who looks at it) is cleared, and the app shows the default picture.
UPDATE "users" SET "avatar" = substring("avatar" from '^https?://[^/]+(/uploads/[^/?#]+)$')
 WHERE "avatar" ~ '^https?://[^/]+/uploads/[^/?#]+$';--> statement-breakpoint
UPDATE "users" u SET "avatar" = ''
 WHERE u."avatar" <> '' AND NOT EXISTS (
   SELECT 1 FROM "uploaded_files" f WHERE f."user_id" = u."id" AND '/uploads/' || f."name" = u."avatar");
