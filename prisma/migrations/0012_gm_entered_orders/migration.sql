-- AlterTable
ALTER TABLE "OrderSheet" ADD COLUMN     "enteredByGm" BOOLEAN NOT NULL DEFAULT false;
