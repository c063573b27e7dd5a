CREATE TABLE "used_webhook_signatures" (
	"signature" varchar(100) PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
