@echo off
powershell -noprofile -ExecutionPolicy Unrestricted -File build.ps1 %*